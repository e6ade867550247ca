import { loadavg } from "node:os";

/** The `p` quantile (0..1) of sorted times, nearest rank. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0;

/** The machine's 1, 5 and 15 minute load averages, as `uptime` prints them. */
export const loadAverage = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(" ");

/** The line every bench prints beside its figures: the load before and after, and the cores. */
export const loadLine = (before: string) =>
  `load average before ${before}, after ${loadAverage()} (${navigator.hardwareConcurrency} cores)`;
