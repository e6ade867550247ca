import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ConversionsWorker, type ConversionsWorkerOptions } from "./conversions-worker";

declare module "fastify" {
  interface FastifyInstance {
    /** The Conversions API outbox's worker (decision 055), when META_CAPI_DATASET_ID and its token are set. */
    conversions: { worker: ConversionsWorker | undefined; kick(): void };
  }
}

/**
 * Runs the Conversions API deliverer in every process, as the webhook deliverer runs (decision 015): a stage
 * change publishes a live lead event in its transaction, so any process hearing one checks the queue at once;
 * the poll is the fallback. Unconfigured, there is no worker and rows written while an admin had it on wait.
 */
export const conversionsPlugin = fp(
  async (app: FastifyInstance, opts: { workerOptions?: ConversionsWorkerOptions }) => {
    const config = app.config.ads.metaConversions;
    const worker = config
      ? new ConversionsWorker(app.database.db, app.log, config, {
          leaseMs: app.config.webhookLeaseMs,
          ...opts.workerOptions,
        })
      : undefined;
    app.decorate("conversions", { worker, kick: () => worker?.kick() });
    if (!worker) return;
    app.scheduler.worker("conversions", worker);
    let unsubscribe: (() => void) | undefined;
    app.addHook("onReady", async () => {
      unsubscribe = app.events.subscribe((event) => {
        if (event.type === "lead") worker.kick();
      });
    });
    app.addHook("onClose", async () => unsubscribe?.());
  },
);
