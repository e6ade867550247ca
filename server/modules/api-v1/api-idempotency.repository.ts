import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { apiIdempotencyKeys } from "../../db/schema/index";

/** Claims an `Idempotency-Key` of an API key with the request's hash; false when the key was used before. */
export async function claimIdempotencyKey(db: Database, apiKeyId: number, key: string, requestHash: string) {
  const claimed = await db
    .insert(apiIdempotencyKeys)
    .values({ apiKeyId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: apiIdempotencyKeys.key });
  return claimed.length > 0;
}

/** The earlier use of an API key's `Idempotency-Key` (waits on its row while a concurrent repeat holds it). */
export async function findIdempotencyKey(db: Database, apiKeyId: number, key: string) {
  const [earlier] = await db
    .select()
    .from(apiIdempotencyKeys)
    .where(and(eq(apiIdempotencyKeys.apiKeyId, apiKeyId), eq(apiIdempotencyKeys.key, key)));
  return earlier;
}

/** The lead an `Idempotency-Key` created, for its repeats. */
export async function setIdempotencyLead(db: Database, apiKeyId: number, key: string, leadId: string) {
  await db.execute(
    sql`UPDATE api_idempotency_keys SET lead_id = ${leadId} WHERE api_key_id = ${apiKeyId} AND key = ${key}`,
  );
}
