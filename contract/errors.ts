import "./zod-config";
import { z } from "zod";

/**
 * Errors a person meets on a staff screen whose English carries a value, by a specific code the screen
 * words in its language with `params` (CONVENTIONS: texts travel as codes). `code` stays the general class
 * integrations and tests read (`validation_error`, `rate_limited`…); `message` stays the English.
 */
export const errorReasons = ["csv_column_missing", "csv_invalid", "too_many_requests"] as const;
export type ErrorReason = (typeof errorReasons)[number];

export interface ErrorParams {
  csv_column_missing: { name: string };
  csv_invalid: { detail: string };
  too_many_requests: { seconds: number };
}

/** A specific code with its parameters, as an error carries it. */
export type ErrorText = { [R in ErrorReason]: { reason: R; params: ErrorParams[R] } }[ErrorReason];

export const errorText = <R extends ErrorReason>(reason: R, params: ErrorParams[R]) =>
  ({ reason, params }) as ErrorText;

export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  reason: z.enum(errorReasons).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
