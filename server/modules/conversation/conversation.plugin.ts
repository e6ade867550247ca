import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { InboundSmtpListener } from "../../integrations/mail/inbound-smtp";
import { leadIdOfReplyAddress } from "../../lib/reply-address";
import { conversationRoutes } from "./conversation.routes";
import { parseRawEmail, receiveInboundEmail } from "./inbound-email.service";

declare module "fastify" {
  interface FastifyInstance {
    conversation: {
      /** The inbound SMTP listener's address once listening, or undefined (INBOUND_SMTP_PORT unset). */
      smtpAddress(): AddressInfo | undefined;
      now(): Date;
      useClock(now: () => Date): void;
    };
  }
}

/**
 * One conversation per seller (decision 051): its routes, and the inbound SMTP listener for replies when
 * INBOUND_SMTP_PORT is set (and a reply domain, without which no address can verify). The reply key is
 * passed in (REPLY_SECRET, else the person-hash key).
 */
export const conversationPlugin = fp(async (app: FastifyInstance, opts: { replyKey: string | Buffer }) => {
  const domain = app.config.replyDomain;
  const reply = domain ? { key: opts.replyKey, domain } : undefined;
  let clock = () => new Date();
  const now = () => clock();
  let listener: InboundSmtpListener | undefined;
  let address: AddressInfo | undefined;
  app.decorate("conversation", {
    smtpAddress: () => address,
    now,
    useClock(next: () => Date) {
      clock = next;
    },
  });
  await app.register(conversationRoutes, {
    reply,
    setup: { smtp: Boolean(app.config.smtpUrl), sms: Boolean(app.config.sms) },
    now,
  });
  const { smtpPort, smtpHost, maxBytes } = app.config.inbound;
  if (smtpPort === undefined || !reply) return;
  listener = new InboundSmtpListener({
    host: smtpHost,
    port: smtpPort,
    maxBytes,
    acceptsRecipient: (to) => leadIdOfReplyAddress(to, reply.key, reply.domain) !== null,
    receive: async (raw, recipients) => {
      const email = await parseRawEmail(raw, "smtp", recipients);
      const result = await receiveInboundEmail(app.database, email, {
        reply,
        publicUrl: app.config.publicUrl,
        now: now(),
      });
      if (result.alerted) app.mail.kick();
    },
    onError: (error) => app.log.warn({ err: error.message }, "inbound smtp"),
  });
  app.addHook("onReady", async () => {
    address = await listener?.listen();
  });
  app.addHook("onClose", async () => {
    await listener?.close();
  });
});
