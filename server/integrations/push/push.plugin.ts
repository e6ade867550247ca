import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type PushWording, PushWorker, type PushWorkerOptions } from "./push-worker";
import { VapidKeyStore } from "./vapid-keys";

declare module "fastify" {
  interface FastifyInstance {
    push: {
      /** Deliver pending pushes now (after a commit that wrote some). */
      kick(): void;
      worker: PushWorker;
      keys: VapidKeyStore;
    };
  }
}

/**
 * Web Push to staff devices (decision 035): the deliverer runs in every process, like mail and webhooks.
 * Pushes are written with the event that causes them, which also publishes a live event: any process
 * hearing it checks the queue at once; the one-second poll is the fallback.
 */
export const pushPlugin = fp(
  async (app: FastifyInstance, opts: { wording: PushWording; workerOptions?: PushWorkerOptions }) => {
    const keys = new VapidKeyStore(app.database.db, app.config.vapid, !app.config.isProduction);
    const worker = new PushWorker(
      app.database.db,
      app.log,
      keys,
      app.config.vapidSubject,
      {
        allowPrivate: !app.config.isProduction,
        allowedHosts: app.config.webhookAllowedHosts,
        production: app.config.isProduction,
      },
      opts.wording,
      opts.workerOptions,
    );
    app.decorate("push", { kick: () => worker.kick(), worker, keys });
    app.scheduler.worker("push", worker);
    let unsubscribe: (() => void) | undefined;
    app.addHook("onReady", async () => {
      unsubscribe = app.events.subscribe(() => worker.kick());
    });
    app.addHook("onClose", async () => unsubscribe?.());
  },
);
