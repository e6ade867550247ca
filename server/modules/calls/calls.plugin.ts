import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { TwilioVoiceProvider } from "../../integrations/voice/twilio-voice";
import type { VoiceProvider } from "../../integrations/voice/voice-provider";

declare module "fastify" {
  interface FastifyInstance {
    calls: {
      /** The voice provider (SMS_PROVIDER=twilio with TWILIO_VOICE_FROM or TWILIO_FROM), or undefined. */
      provider: VoiceProvider | undefined;
      /** The time calling hours are read at; tests move it with `setClock`. */
      now(): Date;
      setClock(now: () => Date): void;
    };
  }
}

/** Calls with sellers (decision 052): the Twilio-compatible Voice provider, when one is configured. */
export const callsPlugin = fp(async (app: FastifyInstance) => {
  const settings = app.config.voice;
  const provider = settings ? new TwilioVoiceProvider(settings) : undefined;
  let clock = () => new Date();
  app.decorate("calls", {
    provider,
    now: () => clock(),
    setClock(now: () => Date) {
      clock = now;
    },
  });
});
