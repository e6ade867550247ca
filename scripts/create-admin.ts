// npm run create-admin -- --email you@brokerage.ca --password '...' [--first-name Ada --last-name Lovelace]
// Creates an admin on the configured database (DATABASE_URL, or PGlite under DATA_DIR).
import path from "node:path";
import { parseArgs } from "node:util";
import { registerInputSchema } from "../contract/auth";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { hashPassword } from "../server/modules/auth/password";
import { findUserByEmail, insertUser } from "../server/modules/auth/users.repository";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    "first-name": { type: "string", default: "Admin" },
    "last-name": { type: "string", default: "User" },
  },
});

const parsed = registerInputSchema.safeParse({
  email: values.email,
  password: values.password,
  firstName: values["first-name"],
  lastName: values["last-name"],
  role: "admin",
});
if (!parsed.success) {
  const issue = parsed.error.issues[0];
  console.error(`create-admin: ${issue?.path.join(".") || "input"}: ${issue?.message ?? "invalid"}`);
  console.error("usage: npm run create-admin -- --email E --password P [--first-name F --last-name L]");
  process.exit(2);
}

const config = loadConfig();
const database = config.databaseUrl
  ? await openDatabase({ driver: "postgres", url: config.databaseUrl })
  : await openDatabase({ driver: "pglite", dataDir: path.join(config.dataDir, "pg") });
try {
  await database.migrate();
  if (await findUserByEmail(database.db, parsed.data.email)) {
    console.error(`create-admin: a user with the email ${parsed.data.email} already exists`);
    process.exitCode = 1;
  } else {
    const user = await insertUser(database.db, {
      userType: "agent",
      role: "admin",
      email: parsed.data.email,
      firstName: parsed.data.firstName,
      lastName: parsed.data.lastName,
      passwordHash: await hashPassword(parsed.data.password),
    });
    console.log(`Admin ${user.email} created (id ${user.id}).`);
  }
} finally {
  await database.close();
}
