import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { clusterMetricsClient } from "../cluster";
import { outboxStats } from "../integrations/mail/outbox";
import { httpError } from "../lib/http-error";

export interface AppMetrics {
  registry: Registry;
  leadsCaptured: Counter<"flow" | "variant" | "status">;
  emailsSent: Counter<"kind">;
  emailsFailed: Counter<"kind">;
  /** Seconds from a final lead (its staff alert written to the outbox) to the alert accepted by SMTP. */
  speedToLead: Histogram;
  liveStreams: Gauge;
}

declare module "fastify" {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/**
 * Prometheus metrics at GET /metrics: Bearer METRICS_TOKEN when set; without it, 404 in production and open
 * in development and tests. Each app has its own registry, so several apps in one test process do not
 * collide; under WORKERS the primary sums the workers'.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request duration by route (the route pattern, not the URL) and status code",
    labelNames: ["method", "route", "status_code"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const metrics: AppMetrics = {
    registry,
    leadsCaptured: new Counter({
      name: "leads_captured_total",
      help: "Public lead saves by flow (partial or final), lead-flow variant and resulting status",
      labelNames: ["flow", "variant", "status"],
      registers: [registry],
    }),
    emailsSent: new Counter({
      name: "emails_sent_total",
      help: "E-mails accepted by the SMTP server, by kind",
      labelNames: ["kind"],
      registers: [registry],
    }),
    emailsFailed: new Counter({
      name: "emails_failed_total",
      help: "Failed SMTP delivery attempts, by kind",
      labelNames: ["kind"],
      registers: [registry],
    }),
    speedToLead: new Histogram({
      name: "speed_to_lead_seconds",
      help: "Time from a final lead to its staff alert accepted by SMTP",
      buckets: [0.5, 1, 2, 5, 10, 30, 60, 120, 300, 900, 3600],
      registers: [registry],
    }),
    liveStreams: new Gauge({ name: "live_streams_open", help: "Open live-event streams", registers: [registry] }),
  };
  const { db } = app.database;
  const queue = { pending: 0, failed: 0, oldestPendingAgeSeconds: 0 };
  const refreshQueue = async () => Object.assign(queue, await outboxStats(db));
  new Gauge({
    name: "outbox_pending",
    help: "E-mails waiting in the outbox",
    registers: [registry],
    aggregator: "max", // every worker reads the same table
    async collect() {
      await refreshQueue(); // the three queue gauges are read in this order on each scrape
      this.set(queue.pending);
    },
  });
  new Gauge({
    name: "outbox_failed",
    help: "E-mails that gave up after every retry",
    registers: [registry],
    aggregator: "max",
    collect() {
      this.set(queue.failed);
    },
  });
  new Gauge({
    name: "outbox_oldest_pending_age_seconds",
    help: "Age of the oldest pending e-mail (0 when none)",
    registers: [registry],
    aggregator: "max",
    collect() {
      this.set(queue.oldestPendingAgeSeconds);
    },
  });
  app.decorate("metrics", metrics);

  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url;
    if (!route || route === "/metrics") return;
    requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const clusterMetrics = clusterMetricsClient(registry);
  const token = app.config.metricsToken ? Buffer.from(`Bearer ${app.config.metricsToken}`) : undefined;
  // Without a token, production keeps the figures to itself (lead counts, queue sizes, route names, the
  // Node version): the address answers as an unknown one. Development and tests keep it open.
  const closed = !token && app.config.isProduction;
  app.get("/metrics", { config: { access: "public" }, schema: { hide: true } }, async (request, reply) => {
    if (closed) throw httpError("no_route", { method: request.method, path: "/metrics" });
    if (token) {
      const given = Buffer.from(request.headers.authorization ?? "");
      if (given.length !== token.length || !timingSafeEqual(given, token)) {
        reply.header("WWW-Authenticate", 'Bearer realm="metrics"');
        throw httpError("metrics_token_required", {});
      }
    }
    reply.header("Content-Type", registry.contentType);
    return clusterMetrics ? clusterMetrics() : registry.metrics();
  });
});
