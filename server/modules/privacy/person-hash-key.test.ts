import { createHash, createHmac } from "node:crypto";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, consentEvents, suppressions } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, sameOrigin, signIn } from "../../test/factories";
import { isSuppressedContact } from "../consent/consent.service";
import { emailHash, phoneHash } from "./person-hash";
import {
  backUpPersonHashKey,
  checkPersonHashKey,
  loadPersonHashKey,
  PERSON_HASH_KEY_FILE,
  PersonHashKeyMismatchError,
  rekeyPersonHashes,
  restorePersonHashKey,
} from "./person-hash-key";

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t.db, { email: "privacy-admin@example.com", role: "admin" });
  adminCookie = await signIn(t.app, admin.email);
});
afterAll(async () => t?.close());

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

describe("person hashes are keyed (decision 027)", () => {
  it("an erased person's phone cannot be found by hashing candidate numbers, yet the person is still suppressed", async () => {
    const phone = "(416) 555-0147";
    await createLead(t.db, { fullName: "Mira Hashless", email: "mira.hashless@example.com", phone });
    const erase = await t.app.inject({
      method: "POST",
      url: "/api/admin/privacy/person/erase",
      headers: { ...sameOrigin, cookie: adminCookie },
      payload: { email: "mira.hashless@example.com", confirmEmail: "mira.hashless@example.com" },
    });
    expect(erase.statusCode).toBe(200);
    const [row] = await t.db.select().from(suppressions).where(eq(suppressions.reason, "erased"));
    expect(row?.phoneHash).toMatch(/^k1:[0-9a-f]{64}$/);
    const stored = new Set([row?.emailHash, row?.phoneHash]);

    // Every number of the exchange, hashed as the hashes used to be and with a guessed key: no match.
    for (let n = 0; n < 10_000; n++) {
      const candidate = `phone:+1416555${String(n).padStart(4, "0")}`;
      expect(stored.has(sha256(candidate))).toBe(false);
      const guessed = createHmac("sha256", "guessed-key").update(sha256(candidate)).digest("hex");
      expect(stored.has(`k1:${guessed}`)).toBe(false);
    }
    // With the key, the returning person is recognised, by phone alone and by e-mail alone.
    expect(await isSuppressedContact(t.db, { email: null, phone: "416-555-0147" })).toBe(true);
    expect(await isSuppressedContact(t.db, { email: " Mira.Hashless@example.com", phone: null })).toBe(true);
    expect(await isSuppressedContact(t.db, { email: null, phone: "416-555-0148" })).toBe(false);
  });

  it("re-keys the hashes written before the key existed, once, and they still match the person", async () => {
    const legacyEmail = sha256("email:legacy.person@example.com");
    const legacyPhone = sha256("phone:+14165550199");
    const [suppression] = await t.db
      .insert(suppressions)
      .values({ emailHash: legacyEmail, phoneHash: legacyPhone, reason: "unsubscribed" })
      .returning();
    const [consent] = await t.db
      .insert(consentEvents)
      .values({
        leadId: "lead_legacy",
        emailHash: legacyEmail,
        phoneHash: null,
        action: "given",
        basis: "implied",
        purpose: "inquiry",
        channel: "web",
      })
      .returning();
    const [audit] = await t.db
      .insert(auditLog)
      .values({ action: "person.erase", subject: legacyEmail, actorEmail: "old-admin@example.com" })
      .returning();
    expect(await isSuppressedContact(t.db, { email: "legacy.person@example.com", phone: null })).toBe(false);

    expect(await rekeyPersonHashes(t.db)).toBe(3);

    const [rekeyed] = await t.db
      .select()
      .from(suppressions)
      .where(eq(suppressions.id, suppression?.id ?? 0));
    expect(rekeyed).toMatchObject({
      emailHash: emailHash("legacy.person@example.com"),
      phoneHash: phoneHash("416 555 0199"),
    });
    const [event] = await t.db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.id, consent?.id ?? 0));
    expect(event).toMatchObject({ emailHash: emailHash("legacy.person@example.com"), phoneHash: null });
    const [auditRow] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, audit?.id ?? 0));
    expect(auditRow?.subject).toBe(emailHash("legacy.person@example.com"));
    expect(await isSuppressedContact(t.db, { email: "Legacy.Person@example.com", phone: null })).toBe(true);
    expect(await isSuppressedContact(t.db, { email: null, phone: "+1 416 555 0199" })).toBe(true);
    // Nothing is left to re-key: a second start changes nothing.
    expect(await rekeyPersonHashes(t.db)).toBe(0);
  });

  it("refuses a key other than the one the database's hashes were made with", async () => {
    await expect(checkPersonHashKey(t.db, Buffer.from("another-key-of-at-least-32-characters"))).rejects.toThrow(
      PersonHashKeyMismatchError,
    );
  });
});

describe("the key", () => {
  it("is made once in the data directory, readable by the owner only, when PERSON_HASH_KEY is unset", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "person-hash-key-"));
    const first = loadPersonHashKey({ dataDir, personHashKey: undefined });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, PERSON_HASH_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadPersonHashKey({ dataDir, personHashKey: undefined }).equals(first)).toBe(true);
    expect(readFileSync(file, "utf8").trim()).toBe(first.toString("utf8"));
    // The environment's key wins over the file.
    const fromEnv = loadPersonHashKey({ dataDir, personHashKey: "an-environment-key-of-32-characters!" });
    expect(fromEnv.toString("utf8")).toBe("an-environment-key-of-32-characters!");
  });

  it("travels with a backup and comes back with the restore, never over a key already in place", () => {
    const source = { dataDir: mkdtempSync(path.join(tmpdir(), "person-hash-src-")), personHashKey: undefined };
    const key = loadPersonHashKey(source);
    const backup = path.join(mkdtempSync(path.join(tmpdir(), "person-hash-backup-")), "portal.backup");
    expect(backUpPersonHashKey(source, backup)).toBe(`${backup}.${PERSON_HASH_KEY_FILE}`);

    const target = { dataDir: mkdtempSync(path.join(tmpdir(), "person-hash-dst-")), personHashKey: undefined };
    expect(restorePersonHashKey(target, backup)).toBe(path.join(target.dataDir, PERSON_HASH_KEY_FILE));
    expect(loadPersonHashKey(target).equals(key)).toBe(true);
    expect(restorePersonHashKey(target, backup)).toBeNull();
    // A key from the environment is the operator's to keep: no file is written beside the backup.
    expect(
      backUpPersonHashKey({ ...source, personHashKey: "an-environment-key-of-32-characters!" }, backup),
    ).toBeNull();
  });
});
