import underPressure from "@fastify/under-pressure";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { httpError } from "../lib/http-error";

/** What a shed request is told to wait: long enough for a burst to pass, short enough for a person. */
export const SHED_RETRY_AFTER_SECONDS = 2;

export interface LoadSheddingOptions {
  /** Past this mean event-loop delay (ms, sampled every 500 ms) public writes are refused. */
  maxEventLoopDelayMs: number;
  /** Public writes (lead saves) handled at once; the rest wait in line for a slot. */
  publicWriteConcurrency: number;
  /** A public write that waited this long for a slot is refused rather than kept waiting. */
  publicWriteMaxWaitMs: number;
  /**
   * For this long after the server starts listening the event-loop delay sheds nothing (decision 048): a
   * process just started lags while it compiles and its workers catch up, which is not overload. The
   * per-slot limit still applies.
   */
  warmUpGraceMs: number;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** `public-save`: a seller-facing save open to anyone (what a flood is made of), shed under load. */
    loadClass?: "public-save";
  }
}

/** A public lead save (its route says `config.loadClass: "public-save"`). */
function isPublicWrite(request: FastifyRequest): boolean {
  return request.routeOptions.config?.loadClass === "public-save";
}

function shed(reply: FastifyReply) {
  reply.code(503).header("retry-after", String(SHED_RETRY_AFTER_SECONDS));
  return httpError("overloaded", {}).toBody();
}

/**
 * Load shedding (decision 044): public writes and staff requests are kept apart, so a flood of one cannot
 * starve the other. Public writes take a slot of their own (at most `publicWriteConcurrency` at once,
 * which leaves the rest of the database pool to staff and the queues); a write that cannot get a slot
 * within `publicWriteMaxWaitMs`, or that arrives while the event loop lags past `maxEventLoopDelayMs`
 * (@fastify/under-pressure measures it; not in the first `warmUpGraceMs` after listen), is answered 503
 * `overloaded` with Retry-After at once, before any
 * database work. The seller's browser sends its save again (it keeps the lead's secret). Staff requests,
 * health checks and metrics are never shed here.
 */
export const loadSheddingPlugin = fp(async (app: FastifyInstance, options: LoadSheddingOptions) => {
  /** When the warm-up grace ends: unknown (no shedding by delay) until the server listens. */
  let graceEndsAt = Number.POSITIVE_INFINITY;
  app.addHook("onListen", async () => {
    graceEndsAt = Date.now() + options.warmUpGraceMs;
  });
  const warmingUp = () => Date.now() < graceEndsAt;
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: 500,
    retryAfter: SHED_RETRY_AFTER_SECONDS,
    // Called while the event loop lags: only public writes are refused, and not while warming up;
    // everything else goes on. (The plugin's documented form: a reply sent here ends the request;
    // otherwise it goes on.)
    pressureHandler: (request, reply) => {
      if (isPublicWrite(request) && !warmingUp()) reply.send(shed(reply));
    },
  });

  let inFlight = 0;
  /** The requests holding a slot: each gives it back once, by whichever way it ends first. */
  const holders = new WeakSet<FastifyRequest>();
  const giveBack = (request: FastifyRequest) => {
    if (!holders.has(request)) return;
    holders.delete(request);
    release();
  };
  const waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
    } else inFlight--;
  };

  app.addHook("onRequest", async (request, reply) => {
    if (!isPublicWrite(request)) return;
    if (inFlight < options.publicWriteConcurrency) inFlight++;
    else {
      const started = await new Promise<boolean>((resolve) => {
        const entry = {
          start: () => resolve(true),
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(entry), 1);
            resolve(false);
          }, options.publicWriteMaxWaitMs),
        };
        waiting.push(entry);
      });
      if (!started) return reply.send(shed(reply));
    }
    holders.add(request);
    // The slot goes back once the answer is written or the client went away, whichever comes first.
    reply.raw.once("close", () => giveBack(request));
  });
  app.addHook("onResponse", async (request) => giveBack(request));
  app.addHook("onRequestAbort", async (request) => giveBack(request));
});
