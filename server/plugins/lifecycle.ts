import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /** True from SIGTERM on: readiness answers 503 while in-flight work finishes. */
    draining: boolean;
    /** Starts draining: readiness turns 503 and every `onDrain` listener runs (once). */
    drain(): void;
    /** Runs `listener` when draining starts (live streams close so clients reconnect elsewhere). */
    onDrain(listener: () => void): void;
  }
}

export const lifecyclePlugin = fp(async (app: FastifyInstance) => {
  const listeners: (() => void)[] = [];
  app.decorate("draining", false);
  app.decorate("onDrain", (listener: () => void) => {
    listeners.push(listener);
  });
  app.decorate("drain", () => {
    if (app.draining) return;
    app.draining = true;
    for (const listener of listeners) listener();
  });
  // While draining, every answer closes its connection: keep-alive clients (and load balancers) open
  // their next one elsewhere, and the requests in flight do not hold the process open once answered.
  app.addHook("onSend", async (_request, reply) => {
    if (app.draining) reply.header("connection", "close");
  });
});
