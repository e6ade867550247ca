import { type Query, type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { type LiveEvent, liveEventSchema } from "../../contract/crm";

/** Spec section 9: while the event stream is down, the CRM screens poll every 2000 ms. */
export const POLL_INTERVAL_MS = 2000;
/** At most one refetch per query per this many milliseconds, however many events arrive. */
export const THROTTLE_MS = 500;
/** A stream the browser gave up on (e.g. a non-200 answer) is reopened after this delay. */
const REOPEN_MS = 5000;

/** What a query shows, so an event can tell whether it made the query stale. Put in the query's `meta`. */
export interface LiveScope {
  /** The event types that change what the query shows. */
  on: LiveEvent["type"][];
  /** Only events about this lead; omitted: events about any lead. */
  leadId?: string;
}

/** `meta` for a query that live events keep fresh. */
export function liveMeta(scope: LiveScope): { liveScope: LiveScope } {
  return { liveScope: scope };
}

function scopeOf(query: Query): LiveScope | undefined {
  return (query.meta as { liveScope?: LiveScope } | undefined)?.liveScope;
}

export function matchesEvent(scope: LiveScope, event: LiveEvent): boolean {
  return scope.on.includes(event.type) && (scope.leadId === undefined || scope.leadId === event.leadId);
}

/** Invalidates queries now, or once the throttle window of that query has passed. */
export function createThrottledInvalidator(queryClient: QueryClient, windowMs = THROTTLE_MS) {
  const last = new Map<string, number>();
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  const run = (query: Query) => {
    last.set(query.queryHash, Date.now());
    void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
  };
  return {
    invalidate(queries: Query[]) {
      for (const query of queries) {
        if (pending.has(query.queryHash)) continue;
        const wait = (last.get(query.queryHash) ?? Number.NEGATIVE_INFINITY) + windowMs - Date.now();
        if (wait <= 0) run(query);
        else
          pending.set(
            query.queryHash,
            setTimeout(() => {
              pending.delete(query.queryHash);
              run(query);
            }, wait),
          );
      }
    },
    dispose() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}

/**
 * Keeps the CRM screens fresh from GET /api/events (server-sent events). Each event refetches the
 * queries whose `meta.liveScope` it matches. `live` is false while the stream is not open; the
 * screens then poll every {@link POLL_INTERVAL_MS}.
 */
export function useLiveEvents(): { live: boolean } {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const cache = queryClient.getQueryCache();
    const throttle = createThrottledInvalidator(queryClient);
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    // Whatever was read before the stream opened may have missed an event, so every live query is
    // refetched when the stream opens, the first time and after each drop (decision 003). The screen's own
    // first fetch runs alongside the connection: a lead committed after that read began but before the
    // stream opened would otherwise stay missing until the next event. An in-flight fetch is replaced.

    const connect = () => {
      source = new EventSource("/api/events");
      source.onopen = () => {
        setLive(true);
        throttle.invalidate(cache.findAll({ predicate: (q) => !!scopeOf(q) }));
      };
      source.onmessage = (message: MessageEvent<string>) => {
        let event: LiveEvent;
        try {
          event = liveEventSchema.parse(JSON.parse(message.data));
        } catch {
          return;
        }
        throttle.invalidate(
          cache.findAll({
            predicate: (q) => {
              const scope = scopeOf(q);
              return !!scope && matchesEvent(scope, event);
            },
          }),
        );
      };
      source.onerror = () => {
        setLive(false);
        // The browser retries by itself unless it closed the stream for good.
        if (source?.readyState === EventSource.CLOSED) reopen = setTimeout(connect, REOPEN_MS);
      };
    };

    connect();
    return () => {
      clearTimeout(reopen);
      source?.close();
      throttle.dispose();
      setLive(false);
    };
  }, [queryClient]);

  return { live };
}

/** The `refetchInterval` for a CRM query: none while live, the spec's polling otherwise. */
export function pollWhenOffline(live: boolean): number | false {
  return live ? false : POLL_INTERVAL_MS;
}
