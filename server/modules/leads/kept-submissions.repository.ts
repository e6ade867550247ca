import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { KEPT_SUBMISSIONS_JSONPATH } from "./kept-submissions";

/** `form_data` with `added` appended and only the newest kept, in one statement (no lock needed). */
export function appendKeptSubmissionsSql(formData: AnyPgColumn, added: readonly unknown[]): SQL {
  return sql`jsonb_path_query_array(coalesce(${formData}, '[]'::jsonb) || ${JSON.stringify(added)}::jsonb, ${KEPT_SUBMISSIONS_JSONPATH}::jsonpath)`;
}
