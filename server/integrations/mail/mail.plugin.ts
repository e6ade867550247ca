import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import nodemailer from "nodemailer";
import { type MailHoldBack, MailWorker, type MailWorkerOptions } from "./mail-worker";

declare module "fastify" {
  interface FastifyInstance {
    mail: {
      /** Deliver pending e-mails now (after a commit that wrote some); a no-op without SMTP. */
      kick(): void;
      worker: MailWorker | undefined;
    };
  }
}

/** Without SMTP_URL, e-mail stays in the outbox for admins to read (DESIGN.md section 4). */
export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { holdBack: MailHoldBack; workerOptions?: MailWorkerOptions }) => {
    const { smtpUrl, mailFrom, dkim, replyDomain, replyKey } = app.config;
    const worker = smtpUrl
      ? new MailWorker(
          app.database.db,
          nodemailer.createTransport({
            url: smtpUrl,
            // Pooled: a message on an open connection takes milliseconds, a new connection per message took
            // ~100 ms (decision 044). The worker's deliveries at once share these connections.
            pool: true,
            maxConnections: 4,
            connectionTimeout: 5_000,
            greetingTimeout: 5_000,
            socketTimeout: 20_000,
            // Signed when DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY are set (decision 050).
            ...(dkim ? { dkim } : {}),
          }),
          mailFrom,
          app.log,
          opts.holdBack,
          {
            reply: replyDomain && replyKey ? { domain: replyDomain, key: replyKey } : undefined,
            ...opts.workerOptions,
            observer: {
              sent({ kind, createdAt }) {
                app.metrics.emailsSent.inc({ kind });
                // The staff alert of a final lead is written in the lead's transaction: its age is speed-to-lead.
                if (kind === "new_lead") app.metrics.speedToLead.observe((Date.now() - createdAt.getTime()) / 1000);
              },
              failed({ kind }) {
                app.metrics.emailsFailed.inc({ kind });
              },
            },
          },
        )
      : undefined;
    app.decorate("mail", { kick: () => worker?.kick(), worker });
    if (worker) app.scheduler.worker("mail", worker);
  },
);
