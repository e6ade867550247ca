import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";
import { catalogues } from "./client/i18n/catalogue-plugin.ts";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "contract/**/*.test.ts", "scripts/**/*.test.ts"],
          // *.postgres.test.ts need a real PostgreSQL (several processes on one database): PostgreSQL pass only.
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_DB_DRIVER === "postgres" ? [] : ["**/*.postgres.test.ts"]),
          ],
          globalSetup: ["server/test/global-setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // Two cores: more workers only add contention for the database engines.
          maxWorkers: 2,
          // Files in a worker share one module graph instead of importing the server anew each (import was
          // 37% of the run): every test builds its own app and database, and none mocks a module.
          isolate: false,
        },
      },
      {
        plugins: [react(), catalogues()],
        test: {
          name: "client",
          environment: "jsdom",
          include: ["client/**/*.test.tsx", "client/**/*.test.ts"],
          setupFiles: ["client/test/setup.ts"],
          testTimeout: 15_000,
          // Vitest's default is one worker fewer than the cores: on CI's two cores that is one, and the
          // jsdom files (CPU-bound, each in its own environment) ran one after another.
          maxWorkers: 2,
          // One jsdom window per worker, not per file (setting it up was most of the run); setup.ts resets
          // storage, cookies and the URL before each test.
          isolate: false,
        },
      },
    ],
  },
});
