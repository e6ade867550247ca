// Start-up time of the embedded default: `npm start` on PGlite, from the command to the first answer of
// /api/health/ready. The first start builds (when dist/ is missing or stale), creates, migrates and seeds
// the database; later starts reuse both. Target: later starts <= 3 s.
//   npx tsx bench/startup.ts          (LATER=5 for more later starts; FRESH_BUILD=1 removes dist/ first)
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";

const LATER = Number(process.env.LATER ?? 3);
const port = 5600 + Math.floor(Math.random() * 300);
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-startup-"));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");

if (process.env.FRESH_BUILD) rmSync("dist", { recursive: true, force: true });

async function timeStart(): Promise<{ ms: number; cpuMs: number; processes: number }> {
  const started = performance.now();
  const child: ChildProcess = spawn("npm", ["start", "--silent"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const ms = performance.now() - started;
    // Node processes under npm start's process group (npm itself plus what it started).
    const { execSync } = await import("node:child_process");
    const tree = execSync(`ps -o pid=,args= -g ${child.pid}`, { encoding: "utf8" });
    const nodes = tree.split("\n").filter((line) => /node/.test(line) && !/\bnpm\b/.test(line));
    const serverPid = Number(
      nodes
        .find((line) => /scripts\/start\.mjs/.test(line))
        ?.trim()
        .split(/\s+/)[0],
    );
    const stat = execSync(`cat /proc/${serverPid}/stat`, { encoding: "utf8" }).split(" ");
    const cpuMs = (Number(stat[13]) + Number(stat[14])) * 10;
    return { ms, cpuMs, processes: nodes.length };
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-(child.pid as number), "SIGTERM");
    await exited;
  }
}

try {
  console.log(`npm start on PGlite (fresh DATA_DIR ${dataDir}); load average before: ${load()}`);
  const first = await timeStart();
  console.log(
    `first start: ${(first.ms / 1000).toFixed(2)} s (server CPU ${(first.cpuMs / 1000).toFixed(2)} s, ${first.processes} server process)`,
  );
  const later: number[] = [];
  for (let i = 0; i < LATER; i++) {
    const run = await timeStart();
    later.push(run.ms);
    console.log(
      `later start ${i + 1}: ${(run.ms / 1000).toFixed(2)} s (server CPU ${(run.cpuMs / 1000).toFixed(2)} s, ${run.processes} server process)`,
    );
  }
  const sorted = [...later].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] as number;
  console.log(
    `later starts: median ${(median / 1000).toFixed(2)} s, best ${((sorted[0] as number) / 1000).toFixed(2)} s (target <= 3 s)`,
  );
  console.log(`load average after: ${load()}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
