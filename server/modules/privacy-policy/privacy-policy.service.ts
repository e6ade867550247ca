import type { Locale } from "../../../contract/locale";
import type { PrivacyPolicy, UpdatePrivacyPolicyInput } from "../../../contract/privacy-settings";
import type { Database } from "../../db/client";
import { sanitizeGuideHtml } from "../../lib/guide-html";
import { httpError } from "../../lib/http-error";
import { getBrokerage, getSetting, setSetting } from "../settings/settings.service";
import { DEFAULT_POLICY_DATE, defaultPrivacyPolicy } from "./privacy-policy-defaults";

const KEY = "privacyPolicy";

interface StoredPolicy {
  "en-CA": string;
  "fr-CA": string;
  version: number;
  updatedAt: string;
}

function isStored(value: unknown): value is StoredPolicy {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v["en-CA"] === "string" && typeof v["fr-CA"] === "string" && typeof v.version === "number";
}

/** The policy in both languages: the admin's, or the default (version 1) filled with the brokerage. */
export async function readPrivacyPolicy(db: Database): Promise<PrivacyPolicy> {
  const stored = await getSetting(db, KEY);
  if (isStored(stored)) return { ...stored, updatedAt: stored.updatedAt ?? null };
  const brokerage = await getBrokerage(db);
  return {
    "en-CA": defaultPrivacyPolicy("en-CA", brokerage),
    "fr-CA": defaultPrivacyPolicy("fr-CA", brokerage),
    version: 1,
    // The page tells its reader how current the policy is: the default's own date until an admin edits it.
    updatedAt: DEFAULT_POLICY_DATE,
  };
}

export async function readPolicyVersion(db: Database): Promise<number> {
  const stored = await getSetting(db, KEY);
  return isStored(stored) ? stored.version : 1;
}

/** The consent text version the ledger records: the notice's own version and the policy's it links. */
export function consentTextVersionWithPolicy(noticeVersion: string | null, policyVersion: number): string {
  return `${noticeVersion ?? "unspecified"}+privacy-v${policyVersion}`;
}

/** Saves both languages, sanitised on write, as the next version (which every later consent records). */
export async function savePrivacyPolicy(db: Database, input: UpdatePrivacyPolicyInput, now: Date) {
  return db.transaction(async (tx) => {
    const en = sanitizeGuideHtml(input["en-CA"]);
    const fr = sanitizeGuideHtml(input["fr-CA"]);
    // Sanitising may leave nothing (a policy of only scripts): refuse it rather than publish a blank page.
    const empty = [
      ...(en ? [] : [{ path: "body.en-CA", message: "Nothing is left once unsafe content is removed" }]),
      ...(fr ? [] : [{ path: "body.fr-CA", message: "Nothing is left once unsafe content is removed" }]),
    ];
    if (empty.length > 0) throw httpError("policy_empty", {}, empty);
    const version = (await readPolicyVersion(tx)) + 1;
    const value: StoredPolicy = { "en-CA": en, "fr-CA": fr, version, updatedAt: now.toISOString() };
    await setSetting(tx, KEY, value, now);
    return value;
  });
}

export function policyIn(policy: PrivacyPolicy, locale: Locale) {
  return { locale, html: policy[locale], version: policy.version, updatedAt: policy.updatedAt };
}
