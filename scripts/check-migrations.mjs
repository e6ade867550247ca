// Fails when the Drizzle schema and the committed migrations disagree: drizzle-kit is asked to
// generate into a scratch copy of the migrations folder, and any new file means a missing migration.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

const committed = path.resolve("server/db/migrations");
mkdirSync(".tmp", { recursive: true });
// drizzle-kit only accepts an `out` relative to the working directory.
const scratch = path.relative(process.cwd(), mkdtempSync(".tmp/migrations-check-"));
try {
  cpSync(committed, scratch, { recursive: true });
  const before = new Set(readdirSync(scratch));
  const output = execFileSync("npx", ["drizzle-kit", "generate", "--name", "pending_check"], {
    env: { ...process.env, DRIZZLE_OUT: scratch },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const added = readdirSync(scratch).filter((f) => !before.has(f));
  if (added.length > 0) {
    console.error(
      `Migration check failed: the schema in server/db/schema has changes without a migration (${added.join(", ")}).\nRun: npx drizzle-kit generate --name <what-changed>, read the SQL, and commit it.`,
    );
    process.exitCode = 1;
  } else if (!/nothing to migrate/i.test(output)) {
    console.error(`Migration check could not run drizzle-kit:\n${output}`);
    process.exitCode = 1;
  } else {
    console.log("Migration check: schema and committed migrations agree.");
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
