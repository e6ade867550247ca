import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createLead, createUser } from "../test/factories";
import { emptyDataStore } from "../test/server-process";
import { BackupError, type BackupTarget, backupDatabase, restoreDatabase } from "./backup";
import { createPglite, type DatabaseHandle, openDatabase } from "./client";
import { guideTopics, leads, notes, users } from "./schema/index";
import { seedDatabase } from "./seed/seed";

const stores: { dispose(): Promise<void> }[] = [];
afterAll(async () => {
  for (const store of stores) await store.dispose();
});

/** An empty database of the kind this run tests (PostgreSQL or PGlite), as the backup scripts see it. */
async function emptyTarget(): Promise<BackupTarget> {
  const store = await emptyDataStore();
  stores.push(store);
  return store.env.DATABASE_URL
    ? { driver: "postgres", url: store.env.DATABASE_URL }
    : { driver: "pglite", dataDir: path.join(store.env.DATA_DIR as string, "pg") };
}

async function open(target: BackupTarget): Promise<DatabaseHandle> {
  return target.driver === "postgres"
    ? openDatabase({ driver: "postgres", url: target.url, poolSize: 1 })
    : openDatabase({ driver: "pglite", pglite: await createPglite(target.dataDir) });
}

async function everything(handle: DatabaseHandle) {
  const { db } = handle;
  return {
    users: await db.select({ email: users.email, hash: users.passwordHash }).from(users).orderBy(asc(users.email)),
    leads: await db.select().from(leads).orderBy(asc(leads.id)),
    notes: await db.select({ content: notes.content, leadId: notes.leadId }).from(notes).orderBy(asc(notes.id)),
    guides: await db
      .select({ slug: guideTopics.slug, title: guideTopics.title })
      .from(guideTopics)
      .orderBy(asc(guideTopics.slug)),
  };
}

describe("backup and restore", () => {
  it("restores every lead, note, user and guide into an empty database", async () => {
    const source = await emptyTarget();
    const original = await open(source);
    await original.migrate();
    await seedDatabase(original.db, loadConfig({ DEMO: "true" }));
    const agent = await createUser(original.db, { role: "agent" });
    const lead = await createLead(original.db, { fullName: "Backed Up Seller" });
    await original.db.insert(notes).values({ leadId: lead.id, userId: agent.id, content: "Call back Tuesday" });
    const before = await everything(original);
    await original.close();
    expect(before.leads.length).toBeGreaterThan(10); // the demo leads and ours
    expect(before.guides).toHaveLength(12);

    const file = path.join(mkdtempSync(path.join(tmpdir(), "sp-backup-")), "portal.backup");
    await backupDatabase(source, file);
    const target = await emptyTarget();
    await restoreDatabase(target, file);

    const restored = await open(target);
    try {
      expect(await everything(restored)).toEqual(before);
      // The restored portal is usable: new rows get fresh ids past the restored ones.
      const newestId = Math.max(...(await restored.db.select({ id: notes.id }).from(notes)).map((n) => n.id));
      const [note] = await restored.db.insert(notes).values({ leadId: lead.id, content: "After restore" }).returning();
      expect(note?.id).toBeGreaterThan(newestId);
    } finally {
      await restored.close();
      rmSync(path.dirname(file), { recursive: true, force: true });
    }
  }, 120_000);

  it("refuses to restore over an embedded database that holds data", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "sp-restore-"));
    try {
      const pglite = await createPglite(path.join(dataDir, "pg"));
      await pglite.close();
      await expect(
        restoreDatabase({ driver: "pglite", dataDir: path.join(dataDir, "pg") }, __filename),
      ).rejects.toThrow(BackupError);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
