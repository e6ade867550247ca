import cluster, { type Worker } from "node:cluster";
import { AggregatorRegistry, type Registry } from "prom-client";
import type { Config } from "./config";

/** The IPC messages a worker and the primary exchange for /metrics. */
interface MetricsRequest {
  type: "sp:metrics-request";
  id: number;
}
interface MetricsResponse {
  type: "sp:metrics-response";
  id: number;
  body?: string;
  error?: string;
}

const RESTART_DELAY_MS = 1000;

/**
 * `WORKERS` > 1 on PostgreSQL: the primary has already migrated and seeded; it forks the workers (they
 * share the port), restarts one that dies, forwards SIGTERM/SIGINT and sums their metrics. Only the first
 * worker runs the scheduled jobs (idle-lead reassignment); its replacement takes them over.
 */
export function runPrimary(config: Config, events: { onListening: () => void; onAllExited: () => void }): void {
  const aggregator = new AggregatorRegistry();
  let stopping = false;
  const fork = (index: number): Worker => {
    const worker = cluster.fork({ RUN_JOBS: index === 0 ? "true" : "false" });
    worker.on("message", (message: MetricsRequest) => {
      if (message?.type !== "sp:metrics-request") return;
      aggregator.clusterMetrics().then(
        (body) => worker.send({ type: "sp:metrics-response", id: message.id, body } satisfies MetricsResponse),
        (error: Error) =>
          worker.send({ type: "sp:metrics-response", id: message.id, error: error.message } satisfies MetricsResponse),
      );
    });
    worker.on("exit", (code, signal) => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) events.onAllExited();
        return;
      }
      console.error(`Worker ${index + 1} exited (${signal ?? code}); starting it again.`);
      setTimeout(() => fork(index), RESTART_DELAY_MS);
    });
    return worker;
  };
  let listening = 0;
  cluster.on("listening", () => {
    if (++listening === config.workers) events.onListening();
  });
  for (let index = 0; index < config.workers; index++) fork(index);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
}

/** In a worker: report this registry to the primary's aggregator, and ask it for the sum. */
export function clusterMetricsClient(registry: Registry): (() => Promise<string>) | undefined {
  if (!cluster.isWorker) return undefined;
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry(); // prom-client answers the primary's requests only once one exists here too
  let nextId = 0;
  const waiting = new Map<number, (response: MetricsResponse) => void>();
  process.on("message", (message: MetricsResponse) => {
    if (message?.type === "sp:metrics-response") waiting.get(message.id)?.(message);
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error("the primary did not answer with metrics"));
      }, 5000);
      waiting.set(id, (response) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (response.body !== undefined) resolve(response.body);
        else reject(new Error(response.error ?? "metrics failed"));
      });
      process.send?.({ type: "sp:metrics-request", id } satisfies MetricsRequest);
    });
}
