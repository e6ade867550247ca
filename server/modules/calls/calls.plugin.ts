import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { TwilioVoiceProvider } from "../../integrations/voice/twilio-voice";
import type { VoiceProvider } from "../../integrations/voice/voice-provider";
import { InstantCallWorker } from "./instant-call.worker";

declare module "fastify" {
  interface FastifyInstance {
    calls: {
      /** The voice provider (SMS_PROVIDER=twilio with TWILIO_VOICE_FROM or TWILIO_FROM), or undefined. */
      provider: VoiceProvider | undefined;
      /** The time calling hours are read at; tests move it with `setClock`. */
      now(): Date;
      setClock(now: () => Date): void;
      /** Places queued instant calls (decision 059); undefined without a voice provider. */
      worker: InstantCallWorker | undefined;
    };
  }
}

/** Calls with sellers (decision 052): the Twilio-compatible Voice provider, when one is configured. */
export const callsPlugin = fp(async (app: FastifyInstance) => {
  const settings = app.config.voice;
  const provider = settings ? new TwilioVoiceProvider(settings) : undefined;
  let clock = () => new Date();
  const worker = provider
    ? new InstantCallWorker(app.database.db, app.log, { provider, publicUrl: app.config.publicUrl, now: () => clock() })
    : undefined;
  app.decorate("calls", {
    provider,
    now: () => clock(),
    setClock(now: () => Date) {
      clock = now;
    },
    worker,
  });
  if (!worker) return;
  app.scheduler.worker("instant-calls", worker);
  // A final lead's commit publishes its lead event: the instant calls it queued are placed at once.
  let unsubscribe: (() => void) | undefined;
  app.addHook("onReady", async () => {
    unsubscribe = app.events.subscribe((event) => {
      if (event.type === "lead") worker.kick();
    });
  });
  app.addHook("onClose", async () => unsubscribe?.());
});
