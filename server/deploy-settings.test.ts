import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

/**
 * The deployment files know the settings of push (decision 035), texting (decision 038) and the inbound
 * e-mail webhook (decision 039): each has a commented line in deploy/env.example, reaches both app
 * containers through compose.yaml, and is in the README's settings table; the example ships no secret.
 */
const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const settings = [
  "VAPID_PUBLIC_KEY",
  "VAPID_PRIVATE_KEY",
  "VAPID_SUBJECT",
  "SMS_PROVIDER",
  "TWILIO_ACCOUNT_SID",
  "TWILIO_AUTH_TOKEN",
  "TWILIO_FROM",
  "TWILIO_MESSAGING_SERVICE_SID",
  "TWILIO_API_BASE",
  "INBOUND_EMAIL_SECRET",
  "META_VERIFY_TOKEN",
  "META_APP_SECRET",
  "META_ACCESS_TOKEN",
  "META_GRAPH_BASE",
  "GOOGLE_LEAD_FORM_KEY",
  "REPLY_DOMAIN",
  "REPLY_SECRET",
  "INBOUND_SMTP_PORT",
  "INBOUND_SMTP_HOST",
  "INBOUND_MAX_BYTES",
  "POSTMARK_INBOUND_AUTH",
  "SENDGRID_INBOUND_AUTH",
] as const;
const secrets = [
  "VAPID_PRIVATE_KEY",
  "TWILIO_AUTH_TOKEN",
  "INBOUND_EMAIL_SECRET",
  "META_APP_SECRET",
  "META_ACCESS_TOKEN",
  "GOOGLE_LEAD_FORM_KEY",
  "REPLY_SECRET",
  "POSTMARK_INBOUND_AUTH",
  "SENDGRID_INBOUND_AUTH",
];

/**
 * deploy/env.example as NAME → value, and the names under a comment: the nearest line above a setting
 * that is not itself a setting is a comment (one comment may introduce a service's block of settings).
 */
function parseExample() {
  const values = new Map<string, string>();
  const commented = new Set<string>();
  let lastOther = "";
  for (const line of read("deploy/env.example").split("\n")) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line);
    if (!match) {
      lastOther = line;
      continue;
    }
    const [, name = "", value = ""] = match;
    values.set(name, value);
    if (lastOther.startsWith("#")) commented.add(name);
  }
  return { values, commented };
}

describe("deployment settings", () => {
  const example = parseExample();

  it.each(settings)("deploy/env.example has %s, under a comment, with no secret in it", (name) => {
    expect(example.values.has(name)).toBe(true);
    expect(example.commented.has(name)).toBe(true);
    if (secrets.includes(name)) expect(example.values.get(name)).toBe("");
  });

  it.each(settings)("compose.yaml passes %s to the app containers, empty when unset", (name) => {
    const compose = read("compose.yaml");
    const appBlock = compose.slice(compose.indexOf("x-app:"), compose.indexOf("\nservices:"));
    expect(appBlock).toContain(`\n    ${name}: \${${name}:-}\n`);
    // Both app containers are the anchor.
    expect(compose).toContain("  app1: *app\n  app2: *app\n");
  });

  it.each(settings)("the README's settings table has %s", (name) => {
    const table = read("README.md")
      .split("\n")
      .filter((line) => line.startsWith("| `"));
    expect(table.some((line) => line.split("|")[1]?.includes(`\`${name}\``))).toBe(true);
  });

  it("the example as shipped starts in production (empty means unset), and filled in it turns push and texting on", () => {
    const shipped = loadConfig({ ...Object.fromEntries(example.values), NODE_ENV: "production" });
    expect(shipped.sms).toBeUndefined();
    expect(shipped.vapid).toBeUndefined();
    expect(shipped.vapidSubject).toBe("mailto:ops@example-brokerage.ca");
    expect(shipped.inboundEmailSecret).toBeUndefined();
    expect(shipped.ads).toEqual({ meta: undefined, googleLeadFormKey: undefined });

    const filled = loadConfig({
      ...Object.fromEntries(example.values),
      NODE_ENV: "production",
      VAPID_PUBLIC_KEY: `B${"A".repeat(86)}`,
      VAPID_PRIVATE_KEY: "k".repeat(43),
      SMS_PROVIDER: "twilio",
      TWILIO_ACCOUNT_SID: "AC00000000000000000000000000000000",
      TWILIO_AUTH_TOKEN: "test-token-not-a-secret",
      TWILIO_FROM: "+15145550100",
      INBOUND_EMAIL_SECRET: "x".repeat(16),
    });
    expect(filled.sms).toEqual({
      provider: "twilio",
      accountSid: "AC00000000000000000000000000000000",
      authToken: "test-token-not-a-secret",
      from: "+15145550100",
      messagingServiceSid: undefined,
      apiBase: "https://api.twilio.com",
    });
    expect(filled.vapid).toEqual({ publicKey: `B${"A".repeat(86)}`, privateKey: "k".repeat(43) });
    expect(filled.inboundEmailSecret).toBe("x".repeat(16));
  });

  it("the Meta Lead Ads secrets go together, and the Graph base defaults to Meta's", () => {
    const base = { ...Object.fromEntries(example.values), NODE_ENV: "production" };
    expect(() => loadConfig({ ...base, META_VERIFY_TOKEN: "verify-token-1" })).toThrow(
      "Invalid environment variable META_APP_SECRET: META_VERIFY_TOKEN, META_APP_SECRET and META_ACCESS_TOKEN go together",
    );
    const meta = loadConfig({
      ...base,
      META_VERIFY_TOKEN: "verify-token-1",
      META_APP_SECRET: "s".repeat(32),
      META_ACCESS_TOKEN: "page-token",
      GOOGLE_LEAD_FORM_KEY: "g".repeat(16),
    });
    expect(meta.ads).toEqual({
      meta: {
        verifyToken: "verify-token-1",
        appSecret: "s".repeat(32),
        accessToken: "page-token",
        graphBase: "https://graph.facebook.com/v21.0",
      },
      googleLeadFormKey: "g".repeat(16),
    });
  });
});
