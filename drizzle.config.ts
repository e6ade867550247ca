import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/index.ts",
  out: process.env.DRIZZLE_OUT ?? "./server/db/migrations",
  casing: undefined,
});
