import { leadIdSchema } from "../../contract/leads";
import { fieldError } from "./http-error";

/** Where a keyset page of leads ends: [created_at, id], plus the sort key for orders other than by created_at. */
export interface SortCursor {
  createdAt: string;
  id: string;
  key?: string;
}

/** The opaque cursor a client sends back for the next page. */
export const encodeCursor = (c: SortCursor) =>
  Buffer.from(JSON.stringify(c.key === undefined ? [c.createdAt, c.id] : [c.createdAt, c.id, c.key])).toString(
    "base64url",
  );

/**
 * A cursor of a list ordered by created_at alone (`keyed` false: [created_at, id]) or by another key
 * (`keyed` true: [created_at, id, key], decision 033). A cursor of the other kind is refused like any bad
 * cursor, as a 400 on `querystring.cursor`.
 */
export function decodeCursor(cursor: string, keyed: boolean): SortCursor {
  try {
    const parts = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    const [createdAt, id, key] = parts;
    if (
      Array.isArray(parts) &&
      parts.length === (keyed ? 3 : 2) &&
      typeof createdAt === "string" &&
      !Number.isNaN(Date.parse(createdAt)) &&
      leadIdSchema.safeParse(id).success &&
      (!keyed || (typeof key === "string" && key.length <= 300))
    ) {
      return keyed ? { createdAt, id: id as string, key: key as string } : { createdAt, id: id as string };
    }
  } catch {
    // fall through
  }
  throw fieldError("invalid_cursor", {}, "querystring.cursor");
}
