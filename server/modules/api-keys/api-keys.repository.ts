import { createHash, randomBytes } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import type { ApiKey, ApiKeyScope } from "../../../contract/integrations";
import type { Database } from "../../db/client";
import { apiKeys } from "../../db/schema/index";

type ApiKeyRow = typeof apiKeys.$inferSelect;

const KEY_PREFIX = "spk_";
/** Keys are 256 random bits: a plain SHA-256 is enough to keep them (no salt or slow hash needed). */
export const hashApiKey = (key: string) => createHash("sha256").update(key).digest("hex");

export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listApiKeys(db: Database): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).orderBy(desc(apiKeys.id));
}

/** Makes a key; the caller shows `key` once, only its hash is stored. */
export async function createApiKey(
  db: Database,
  input: { name: string; scopes: ApiKeyScope[] },
  userId: number,
): Promise<{ row: ApiKeyRow; key: string }> {
  const key = `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      name: input.name,
      scopes: [...new Set(input.scopes)],
      prefix: key.slice(0, KEY_PREFIX.length + 8),
      keyHash: hashApiKey(key),
      createdBy: userId,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return { row, key };
}

export async function revokeApiKey(db: Database, id: number): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(eq(apiKeys.id, id))
    .returning();
  return row;
}

/**
 * The live key a bearer token names, marking its use. `last_used_at` is written at most once a minute
 * per key, so a busy integration does not turn every read into a write.
 */
export async function findLiveApiKey(db: Database, key: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(sql`${apiKeys.keyHash} = ${hashApiKey(key)} AND ${apiKeys.revokedAt} IS NULL`);
  if (!row) return undefined;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: new Date() })
      .where(
        sql`${apiKeys.id} = ${row.id} AND (${apiKeys.lastUsedAt} IS NULL OR ${apiKeys.lastUsedAt} < now() - interval '1 minute')`,
      );
  }
  return row;
}
