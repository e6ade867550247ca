import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { LiveEvent } from "../../../contract/crm";
import type { Database } from "../../db/client";

export const EVENTS_CHANNEL = "portal_events";

type Listener = (event: LiveEvent) => void;

declare module "fastify" {
  interface FastifyInstance {
    events: {
      /** Subscribes to changes made by any process sharing the database; returns the unsubscribe function. */
      subscribe(listener: Listener): () => void;
    };
  }
}

/**
 * Announces a change through PostgreSQL NOTIFY. Called with the transaction of the change, the
 * notification is delivered on commit and never for a rolled-back change.
 */
export async function publishEvent(db: Database, event: LiveEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

/** LISTEN/NOTIFY fan-out: every process hears every change, so live updates work across processes. */
export const eventsPlugin = fp(async (app: FastifyInstance) => {
  const listeners = new Set<Listener>();
  let stop: (() => Promise<void>) | undefined;

  app.decorate("events", {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });

  app.addHook("onReady", async () => {
    stop = await app.database.listen(EVENTS_CHANNEL, (payload) => {
      let event: LiveEvent;
      try {
        event = JSON.parse(payload) as LiveEvent;
      } catch {
        return;
      }
      for (const listener of listeners) listener(event);
    });
  });
  app.addHook("preClose", async () => {
    await stop?.();
    listeners.clear();
  });
});
