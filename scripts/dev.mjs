// `npm run dev`: the API in watch mode on PORT (default 5000) and Vite's dev server on 5173 proxying /api to it.
import { spawn } from "node:child_process";
import { requireProjectRuntime } from "./runtime.mjs";

requireProjectRuntime();

const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "server/main.ts"], { stdio: "inherit" }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js"], { stdio: "inherit" }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
for (const child of children)
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exitCode = code ?? 0;
  });
