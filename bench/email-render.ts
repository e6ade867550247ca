// What rendering a seller's e-mail costs (issue 45: ≤ 5 ms per e-mail at p95, first render and repeats).
// The template (React Email + the Lingui e-mail catalogue) renders where the e-mail is written, in the
// transaction that causes it; the mail worker then only sends the stored parts, so this time is the whole
// of what the template adds per e-mail. "first" is each kind's first render in this process (the
// catalogue compiled, React's first pass), measured in fresh processes; "repeat" is every later one.
//
//   NODE_ENV=production npx tsx bench/email-render.ts [repeats]
import { execFileSync } from "node:child_process";
import os from "node:os";
import { sampleKinds, sellerEmail } from "./lib/seller-emails";

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

if (process.argv[2] === "--first") {
  // One fresh process: the first e-mail of each kind and language.
  const times: number[] = [];
  for (const locale of ["en-CA", "fr-CA"] as const) {
    for (const kind of sampleKinds) {
      const started = performance.now();
      await sellerEmail(kind, locale);
      times.push(performance.now() - started);
    }
  }
  process.stdout.write(JSON.stringify(times));
} else {
  const repeats = Number(process.argv[2] ?? 2000);
  console.log(
    `load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} (${os.cpus().length} cores)`,
  );
  const firsts: number[] = [];
  for (let run = 0; run < 5; run++) {
    const out = execFileSync(process.execPath, [...process.execArgv, process.argv[1] as string, "--first"], {
      env: { ...process.env, NODE_ENV: "production" },
    });
    firsts.push(...(JSON.parse(out.toString()) as number[]));
  }
  // The very first e-mail of a process also compiles the catalogue and warms React: shown apart.
  firsts.sort((a, b) => a - b);
  console.log(
    `first render of each kind (5 processes × ${firsts.length / 5}): p50 ${quantile(firsts, 0.5).toFixed(2)} ms, p95 ${quantile(firsts, 0.95).toFixed(2)} ms, max ${firsts.at(-1)?.toFixed(2)} ms`,
  );
  const warm: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const kind = sampleKinds[i % sampleKinds.length] ?? "ack-cash";
    const started = performance.now();
    await sellerEmail(kind, i % 2 ? "fr-CA" : "en-CA");
    warm.push(performance.now() - started);
  }
  warm.sort((a, b) => a - b);
  console.log(
    `repeat renders (${repeats}, all kinds, both languages): p50 ${quantile(warm, 0.5).toFixed(2)} ms, p95 ${quantile(warm, 0.95).toFixed(2)} ms, p99 ${quantile(warm, 0.99).toFixed(2)} ms`,
  );
  console.log(
    `NODE_ENV=${process.env.NODE_ENV ?? "(unset)"}; load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
}
