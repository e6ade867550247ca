import { generateKeyPairSync } from "node:crypto";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dkimKeyRecord } from "../../lib/email/dns-records";
import { leadIdOfReplyAddress } from "../../lib/reply-address";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, newLeadId, sameOrigin, signIn, uniqueEmail } from "../../test/factories";
import { SmtpPeer } from "../../test/smtp-peer";

const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const REPLY_SECRET = "r".repeat(40);
let t: TestApp;
const peer = new SmtpPeer();

// The DNS a receiving server would ask: the portal's own published key record, and nothing else.
const resolver = async (name: string, type: string) => {
  if (type === "TXT" && name === "portal2026._domainkey.maplekey.test") return [[dkimKeyRecord(pem)]];
  const error = new Error(`no ${type} record for ${name}`) as Error & { code: string };
  error.code = "ENOTFOUND";
  throw error;
};

beforeAll(async () => {
  await peer.start();
  t = await buildTestApp(
    {
      SMTP_URL: peer.url,
      MAIL_FROM: "Maple Key Realty <leads@maplekey.test>",
      DKIM_DOMAIN: "maplekey.test",
      DKIM_SELECTOR: "portal2026",
      // As an environment file carries it: one line, with \n for the line breaks.
      DKIM_PRIVATE_KEY: pem.replace(/\n/g, "\\n"),
      REPLY_DOMAIN: "reply.maplekey.test",
      REPLY_SECRET,
    },
    { mailWorkerOptions: { pollMs: 100, baseBackoffMs: 200 } },
  );
});
afterAll(async () => {
  await t.close();
  await peer.stop();
});

async function acknowledgementTo(email: string) {
  const id = newLeadId();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/leads",
    headers: sameOrigin,
    payload: { id, leadSecret: "k".repeat(32), leadType: "agent", name: "Dana Signed", email, phone: "(250) 555-0111" },
  });
  expect(res.statusCode).toBe(200);
  return { id, mail: await peer.waitFor((m) => m.to.includes(email), 8000) };
}

describe("DKIM and the reply address", () => {
  it("signs every e-mail so that mailauth verifies it, and one changed body byte fails it", async () => {
    const { mail } = await acknowledgementTo(uniqueEmail("signed"));
    const good = await dkimVerify(mail.bytes, { resolver, strict: true });
    expect(good.results.map((r) => [r.signingDomain, r.selector, r.status.result])).toEqual([
      ["maplekey.test", "portal2026", "pass"],
    ]);

    const text = mail.bytes.toString("latin1");
    const at = text.indexOf("Thank you for your request");
    expect(at).toBeGreaterThan(0);
    const tampered = Buffer.from(mail.bytes);
    tampered[at] = "t".charCodeAt(0);
    const bad = await dkimVerify(tampered, { resolver, strict: true });
    expect(bad.results.map((r) => [r.status.result, r.status.comment])).toEqual([["fail", "body hash did not verify"]]);
  });

  it("sets Reply-To to the lead's own reply address on the reply domain, which names that lead", async () => {
    const { id, mail } = await acknowledgementTo(uniqueEmail("replies"));
    // A long address is folded onto the next line.
    const replyTo = /^Reply-To:\s+(\S+)/m.exec(mail.raw)?.[1] ?? "";
    expect(replyTo).toMatch(/^reply\+lead_[a-z0-9_]+\.[0-9a-f]{32}@reply\.maplekey\.test$/);
    expect(leadIdOfReplyAddress(replyTo, t.app.config.replyKey as string, "reply.maplekey.test")).toBe(id);
    expect(t.app.config.replyKey).toBe(REPLY_SECRET);
  });

  it("shows Admin › Settings the DNS records to publish and that the key is present", async () => {
    const admin = await createUser(t.db, { role: "admin", email: uniqueEmail("admin") });
    const cookie = await signIn(t.app, admin.email);
    const res = await t.app.inject({ method: "GET", url: "/api/admin/system", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const { mail } = res.json();
    expect(mail.dkimKeyPresent).toBe(true);
    expect(mail.replyDomain).toBe("reply.maplekey.test");
    expect(mail.dnsRecords).toEqual([
      { purpose: "dkim", type: "TXT", name: "portal2026._domainkey.maplekey.test", value: dkimKeyRecord(pem) },
      {
        purpose: "spf",
        type: "TXT",
        name: "maplekey.test",
        value: "v=spf1 include:<your mail provider's SPF domain> ~all",
      },
      {
        purpose: "dmarc",
        type: "TXT",
        name: "_dmarc.maplekey.test",
        value: "v=DMARC1; p=quarantine; rua=mailto:dmarc@maplekey.test",
      },
      { purpose: "reply", type: "MX", name: "reply.maplekey.test", value: "10 <the host that receives replies>" },
    ]);
    expect(res.body).not.toContain("PRIVATE KEY");
  });
});
