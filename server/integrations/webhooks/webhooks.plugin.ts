import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type WebhookMailBrand, WebhookWorker, type WebhookWorkerOptions } from "./webhook-worker";

declare module "fastify" {
  interface FastifyInstance {
    webhooks: {
      /** Deliver pending webhooks now. */
      kick(): void;
      worker: WebhookWorker;
    };
  }
}

/**
 * Runs the webhook deliverer in every process, like the mail worker (decision 010). Every change that
 * writes a delivery also publishes a live event in the same transaction, so any process hearing a lead
 * or note event checks the queue at once; the poll is the fallback.
 */
export const webhooksPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      workerOptions?: WebhookWorkerOptions;
      /** The brokerage an admin's e-mail is branded with (the settings module's, handed in by the app). */
      brokerage: WebhookMailBrand["brokerage"];
    },
  ) => {
    const worker = new WebhookWorker(
      app.database.db,
      app.log,
      { allowPrivate: !app.config.isProduction, allowedHosts: app.config.webhookAllowedHosts },
      () => app.mail.kick(),
      { brokerage: opts.brokerage, publicUrl: app.config.publicUrl },
      { leaseMs: app.config.webhookLeaseMs, ...opts.workerOptions },
    );
    app.decorate("webhooks", { kick: () => worker.kick(), worker });
    app.scheduler.worker("webhooks", worker);
    let unsubscribe: (() => void) | undefined;
    app.addHook("onReady", async () => {
      unsubscribe = app.events.subscribe((event) => {
        if (event.type === "lead" || event.type === "note") worker.kick();
      });
    });
    app.addHook("onClose", async () => unsubscribe?.());
  },
);
