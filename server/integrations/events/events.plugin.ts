import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { LiveEvent } from "../../../contract/crm";
import type { Database } from "../../db/client";
import { notifyChannel } from "./events.repository";

export const EVENTS_CHANNEL = "portal_events";

type Listener = (event: LiveEvent) => void;
type GapListener = () => void;

declare module "fastify" {
  interface FastifyInstance {
    events: {
      /**
       * Subscribes to changes made by any process sharing the database; returns the unsubscribe function.
       * `onGap` runs when events may have been lost (the LISTEN connection dropped and came back).
       */
      subscribe(listener: Listener, onGap?: GapListener): () => void;
      /**
       * Announces a change made outside a transaction, batched: one NOTIFY per BATCH_MS carries every
       * event of that window. NOTIFY serialises commits, so one per public save would cap lead capture.
       */
      publishSoon(event: LiveEvent): void;
    };
  }
}

const BATCH_MS = 100;
/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD = 7000;

/**
 * Announces a change through PostgreSQL NOTIFY. Called with the transaction of the change, the
 * notification is delivered on commit and never for a rolled-back change.
 */
export async function publishEvent(db: Database, event: LiveEvent): Promise<void> {
  await notifyChannel(db, EVENTS_CHANNEL, JSON.stringify(event));
}

/** LISTEN/NOTIFY fan-out: every process hears every change, so live updates work across processes. */
export const eventsPlugin = fp(async (app: FastifyInstance) => {
  const listeners = new Set<Listener>();
  const gapListeners = new Set<GapListener>();
  let stop: (() => Promise<void>) | undefined;

  let pending: LiveEvent[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = async () => {
    timer = undefined;
    const events = pending;
    pending = [];
    let batch: string[] = [];
    let size = 2;
    const send = async () => {
      if (batch.length === 0) return;
      await notifyChannel(app.database.db, EVENTS_CHANNEL, `[${batch.join(",")}]`);
      batch = [];
      size = 2;
    };
    try {
      for (const event of events) {
        const json = JSON.stringify(event);
        if (size + json.length + 1 > MAX_PAYLOAD) await send();
        batch.push(json);
        size += json.length + 1;
      }
      await send();
    } catch (error) {
      app.log.warn({ err: error }, "live events: batch notify failed");
    }
  };

  app.decorate("events", {
    subscribe(listener: Listener, onGap?: GapListener) {
      listeners.add(listener);
      if (onGap) gapListeners.add(onGap);
      return () => {
        listeners.delete(listener);
        if (onGap) gapListeners.delete(onGap);
      };
    },
    publishSoon(event: LiveEvent) {
      pending.push(event);
      timer ??= setTimeout(() => void flush(), BATCH_MS);
    },
  });

  app.addHook("onReady", async () => {
    stop = await app.database.listen(
      EVENTS_CHANNEL,
      (payload) => {
        let parsed: LiveEvent | LiveEvent[];
        try {
          parsed = JSON.parse(payload) as LiveEvent | LiveEvent[];
        } catch {
          return;
        }
        for (const event of [parsed].flat()) for (const listener of listeners) listener(event);
      },
      () => {
        app.log.warn("live events: LISTEN connection restored; open streams are told to catch up");
        for (const onGap of [...gapListeners]) onGap();
      },
    );
  });
  app.addHook("preClose", async () => {
    if (timer) {
      clearTimeout(timer);
      await flush();
    }
    await stop?.();
    listeners.clear();
    gapListeners.clear();
  });
});
