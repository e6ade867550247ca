import { z } from "zod";
import "./zod-config";
import { validationMessages } from "./validation-messages";

/** The message a field gets when it holds a NUL character or half of a UTF-16 surrogate pair. */
export const UNSAFE_TEXT_MESSAGE = validationMessages.unsafe;

const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when a string can be stored and shown as text: no NUL (PostgreSQL refuses it in text) and no
 * unpaired surrogate (not valid Unicode, so not valid UTF-8 either).
 */
export function isSafeText(value: string): boolean {
  return !value.includes("\u0000") && !unpairedSurrogate.test(value);
}

/**
 * The one string type for everything the API accepts. It refuses unsafe characters first (so the 400
 * names the field), then chains like any zod string: `safeString().trim().max(80)`.
 */
export function safeString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE, abort: true });
}

/** A trimmed, capped, safe text field: the common case. */
export function safeText(max: number) {
  return safeString().trim().max(max, `At most ${max} characters`);
}

/** PostgreSQL `integer` bounds: an id past them names no row. */
export const MAX_INT4 = 2_147_483_647;

/** A serial id in a path or query: a positive whole number within the column's range. */
export const serialIdSchema = z.coerce.number().int().positive().max(MAX_INT4, "No such id");

/** `{ id }` path parameters of a serial id. */
export const idParamsSchema = z.object({ id: serialIdSchema });
