import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { SmsProvider } from "../../integrations/sms/sms-provider";
import { TextWorker, type TextWorkerOptions } from "../../integrations/sms/text-worker";
import { TwilioProvider } from "../../integrations/sms/twilio-provider";
import { textGate } from "./texting.service";

declare module "fastify" {
  interface FastifyInstance {
    texting: {
      /** Send queued texts now (after a commit that wrote some); a no-op without a provider. */
      kick(): void;
      /** The provider (SMS_PROVIDER), or undefined: texts then stay in the outbox for admins to read. */
      provider: SmsProvider | undefined;
      worker: TextWorker | undefined;
      /** The time texting's rules read (quiet hours); tests move it with `useClock`. */
      now(): Date;
      useClock(now: () => Date): void;
    };
  }
}

/**
 * Texting with sellers (decision 038): the Twilio-compatible provider and the text outbox's worker, in
 * every process like the mail and webhook workers. A lead event (every text written publishes one) wakes
 * the worker at once; the poll is the fallback. Without SMS_PROVIDER nothing is sent.
 */
export const textingPlugin = fp(async (app: FastifyInstance, opts: { workerOptions?: TextWorkerOptions }) => {
  const settings = app.config.sms;
  const provider = settings
    ? new TwilioProvider({
        accountSid: settings.accountSid,
        authToken: settings.authToken,
        from: settings.from,
        messagingServiceSid: settings.messagingServiceSid,
        apiBase: settings.apiBase,
      })
    : undefined;
  let clock = () => new Date();
  const worker = provider
    ? new TextWorker(
        app.database.db,
        app.log,
        provider,
        (text) => textGate(app.database.db, text),
        `${app.config.publicUrl}/api/sms/twilio/status`,
        { changed: (leadId) => app.events.publishSoon({ type: "lead", leadId }) },
        { ...opts.workerOptions, now: () => clock() },
      )
    : undefined;
  app.decorate("texting", {
    kick: () => worker?.kick(),
    provider,
    worker,
    now: () => clock(),
    useClock(now: () => Date) {
      clock = now;
    },
  });
  if (!worker) return;
  app.scheduler.worker("texts", worker);
  let unsubscribe: (() => void) | undefined;
  app.addHook("onReady", async () => {
    unsubscribe = app.events.subscribe((event) => {
      if (event.type === "lead") worker.kick();
    });
  });
  app.addHook("onClose", async () => unsubscribe?.());
});
