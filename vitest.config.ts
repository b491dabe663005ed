import { defineConfig } from "vitest/config";
import { catalogs } from "./web/scripts/catalogs-plugin.ts";

// One config, one project per module. `npm test` runs every project but e2e and chaos;
// `npm run test:e2e` runs the browser suite against a started server.
export default defineConfig({
  test: {
    projects: [
      // Property tests run thousands of cases: on a machine busy with the other projects, 5 s
      // (Vitest's default) is not always enough, and a timeout is not a finding.
      { test: { name: "domain", include: ["domain/**/*.test.ts"], environment: "node", testTimeout: 30_000 } },
      {
        test: {
          name: "server",
          include: ["server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["server/testing/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "cli",
          include: ["cli/**/*.test.ts"],
          environment: "node",
          globalSetup: ["server/testing/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The seed, the demo and the benchmarks' support: tooling outside the product, tested
        // against a real database as the server is.
        test: {
          name: "tools",
          include: ["tools/**/*.test.ts"],
          environment: "node",
          globalSetup: ["server/testing/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // Catalogs are compiled as the build compiles them (web/scripts/catalogs-plugin.ts).
      {
        plugins: [catalogs()],
        test: { name: "web", include: ["web/**/*.test.{ts,tsx}"], environment: "node", testTimeout: 30_000 },
      },
      {
        // `npm run test:chaos`: the long reliability runs (crashes under load, the full crowd).
        test: {
          name: "chaos",
          include: ["server/**/*.chaos.ts"],
          environment: "node",
          globalSetup: ["server/testing/global-setup.ts"],
          testTimeout: 600_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          environment: "node",
          globalSetup: ["e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
