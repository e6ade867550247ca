import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { LiveEvent } from "../../../contract/crm";
import { hashToken, SESSION_ENDS_CHANNEL, type SessionEnd, sessionDeadline } from "../auth/sessions.service";

const HEARTBEAT_MS = 15_000;
/** Deadlines further away are checked again at this interval (timers cannot wait 30 days). */
const MAX_DEADLINE_WAIT_MS = 60 * 60 * 1000;
/** A safety net for ends that were not announced (a row changed by hand): every stream is rechecked. */
const RECHECK_MS = 30_000;

interface OpenStream {
  tokenHash: string;
  userId: number;
  close(): void;
}

/**
 * Server-sent events for staff screens: every lead, note and reminder change, from any process.
 * The client refetches what an event names; when the stream is down it polls every 2 s instead.
 * A stream lives no longer than its session: sign-out, password reset, deactivation (announced by any
 * process) and expiry close it at once (decision 008).
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const open = new Set<OpenStream>();
  let stopListening: (() => Promise<void>) | undefined;

  const endMatching = (end: SessionEnd) => {
    for (const stream of open) {
      if ("tokenHash" in end ? stream.tokenHash === end.tokenHash : stream.userId === end.userId) stream.close();
    }
  };
  const recheck = async (stream: OpenStream) => {
    if (!open.has(stream)) return;
    if (!(await sessionDeadline(db, stream.tokenHash).catch(() => new Date()))) stream.close();
  };
  // This process's own streams: housekeeping that runs in every process.
  app.scheduler.every("event-stream-recheck", RECHECK_MS, () => Promise.all([...open].map(recheck)));

  app.addHook("onReady", async () => {
    stopListening = await app.database.listen(SESSION_ENDS_CHANNEL, (payload) => {
      try {
        endMatching(JSON.parse(payload) as SessionEnd);
      } catch {
        // Not ours to understand; ignore.
      }
    });
  });
  // Draining: end every stream now; EventSource reconnects (retry 2 s) to a process that is ready.
  app.onDrain(() => {
    for (const stream of open) stream.close();
  });
  app.addHook("preClose", async () => {
    for (const stream of open) stream.close();
    await stopListening?.();
  });

  app.get("/api/events", { config: { access: "staff" } }, async (request, reply) => {
    // access "staff" guarantees a user and a session here.
    const tokenHash = hashToken(request.sessionToken ?? "");
    const userId = request.user?.id ?? 0;
    const firstDeadline = await sessionDeadline(db, tokenHash);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    });
    res.write("retry: 2000\n\n: connected\n\n");
    const send = (event: LiveEvent) => res.write(`data: ${JSON.stringify(event)}\n\n`);
    const heartbeat = setInterval(() => res.write(": ping\n\n"), HEARTBEAT_MS);
    // When events may have been lost, the stream ends: the browser reconnects and refetches what it shows.
    const unsubscribe = app.events.subscribe(send, () => stream.close());
    let deadlineTimer: NodeJS.Timeout | undefined;
    const stream: OpenStream = {
      tokenHash,
      userId,
      close() {
        if (!open.delete(stream)) return;
        app.metrics.liveStreams.set(open.size);
        clearInterval(heartbeat);
        clearTimeout(deadlineTimer);
        unsubscribe();
        res.end();
      },
    };
    // The session may be used elsewhere and live on: at its deadline, look again.
    const armDeadline = (deadline: Date | undefined) => {
      if (!deadline) return stream.close();
      const wait = Math.min(Math.max(0, deadline.getTime() - Date.now()), MAX_DEADLINE_WAIT_MS);
      deadlineTimer = setTimeout(() => {
        void sessionDeadline(db, tokenHash)
          .catch(() => undefined)
          .then((next) => open.has(stream) && armDeadline(next));
      }, wait);
    };
    open.add(stream);
    app.metrics.liveStreams.set(open.size);
    armDeadline(firstDeadline);
    request.raw.on("close", () => stream.close());
  });
};
