import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { LiveEvent } from "../../../contract/crm";

const HEARTBEAT_MS = 15_000;

/**
 * Server-sent events for staff screens: every lead, note and reminder change, from any process.
 * The client refetches what an event names; when the stream is down it polls every 2 s instead.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const close of open) close();
  });

  app.get("/api/events", { config: { access: "staff" } }, (request, reply) => {
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
    const unsubscribe = app.events.subscribe(send, () => close());
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(close);
      res.end();
    };
    open.add(close);
    request.raw.on("close", close);
  });
};
