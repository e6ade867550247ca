import { inArray } from "drizzle-orm";
import nodemailer from "nodemailer";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema/index";
import { deliveryBlockReason } from "../../modules/consent/consent.service";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { SmtpPeer } from "../../test/smtp-peer";
import { MailWorker, outboxMessageId } from "./mail-worker";
import { enqueueEmails } from "./outbox";

const LEASE_MS = 300;
const PEER_DELAY_MS = 900; // three times the lease: without renewal every row would be claimed again
const FROM = "Maple Key Realty <leads@maplekey.test>";

let t: TestApp;
const peer = new SmtpPeer({ delayMs: PEER_DELAY_MS });

beforeAll(async () => {
  await peer.start();
  t = await buildTestApp(); // no SMTP_URL: the app's own worker stays off, the three below do the work
});
afterAll(async () => {
  await t.close();
  await peer.stop();
});

describe("mail workers and a peer slower than the lease", () => {
  it("delivers every outbox row exactly once with three workers, each with its stable Message-ID", async () => {
    const subjects = Array.from({ length: 9 }, (_, i) => `Slow peer ${i} ${Date.now()}`);
    await enqueueEmails(
      t.db,
      subjects.map((subject) => ({ kind: "test", to: "staff@example.test", subject, text: subject })),
    );
    const workers = [1, 2, 3].map(
      () =>
        new MailWorker(
          t.db,
          nodemailer.createTransport({ url: peer.url }),
          FROM,
          pino({ level: "silent" }),
          deliveryBlockReason,
          {
            pollMs: 50,
            leaseMs: LEASE_MS,
            baseBackoffMs: 100,
          },
        ),
    );
    for (const worker of workers) worker.start();
    const started = Date.now();
    let drainedMs = 0;
    const rows = () => t.db.select().from(emailOutbox).where(inArray(emailOutbox.subject, subjects));
    try {
      while ((await rows()).some((r) => r.status !== "sent")) {
        if (Date.now() - started > 30_000) throw new Error("outbox not drained in 30 s");
        await new Promise((r) => setTimeout(r, 100));
      }
      drainedMs = Date.now() - started;
      // Longer than a lease and a send: a late second delivery would show up now.
      await new Promise((r) => setTimeout(r, PEER_DELAY_MS + 2 * LEASE_MS));
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    const stored = await rows();
    expect(stored.map((r) => [r.status, r.attempts])).toEqual(subjects.map(() => ["sent", 1]));
    for (const row of stored) {
      const copies = peer.received.filter((m) => m.raw.includes(`Subject: ${row.subject}`));
      expect(copies).toHaveLength(1);
      expect(copies[0]?.raw).toContain(`Message-ID: ${outboxMessageId(row, FROM)}`);
    }
    expect(peer.received).toHaveLength(subjects.length);
    console.log(
      `9 rows, 3 workers, lease ${LEASE_MS} ms, peer ${PEER_DELAY_MS} ms/message: drained in ${drainedMs} ms`,
    );
  }, 60_000);
});
