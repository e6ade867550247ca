import "./zod-config";
import { z } from "zod";

export const healthResponseSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  aiProvider: z.enum(["builtin", "openai"]),
  /** The Node.js version the server runs on, e.g. "v26.10.0". */
  runtime: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const healthLiveSchema = z.object({ status: z.literal("ok") });

/** GET /api/health/ready: 200 when every check holds, 503 otherwise (and while draining). */
export const healthReadySchema = z.object({
  status: z.enum(["ready", "not_ready", "draining"]),
  checks: z.object({ database: z.boolean(), migrations: z.boolean(), queue: z.boolean() }),
});
export type HealthReady = z.infer<typeof healthReadySchema>;
