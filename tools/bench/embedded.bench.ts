import type { Measurement } from "./lib/context.ts";
import { describeLoad, loadOn } from "./lib/load.ts";
import { leaderOf } from "./lib/members.ts";

// Measurement 5: the dashboard on the embedded database (PGlite in the server's process, one
// connection) next to the same world on PostgreSQL, with 32 clients at once.
export const embedded: Measurement = {
  name: "embedded",
  item: 5,
  title: "dashboard on the embedded database",
  run: async ({ server: serverOf, options, job, detail, log }) => {
    const stats = async (key: "small" | "embedded") => {
      const server = await serverOf(key);
      const leader = await leaderOf(server);
      const headers = { authorization: `Bearer ${await server.signIn(leader.email)}` };
      log(`  load: GET /api/dashboard/stats on the ${key === "small" ? "PostgreSQL" : "embedded"} database`);
      const result = await loadOn(server, job(`${server.base}/api/dashboard/stats`, { headers }));
      detail(
        5,
        `GET /api/dashboard/stats, ${options.smallMembers.toLocaleString("en")} members, ${key === "small" ? "PostgreSQL" : "embedded"}: ${describeLoad(result)}`,
      );
      return result;
    };
    const native = await stats("small");
    const pglite = await stats("embedded");
    const ratio = pglite.rps / native.rps;
    return [
      {
        item: 5,
        figure: "dashboard req/s, embedded vs PostgreSQL",
        measured: `${Math.round(pglite.rps)} vs ${Math.round(native.rps)} req/s`,
        target: "≥ 0.35×",
        ratio,
        pass: ratio >= 0.35,
      },
      {
        item: 5,
        figure: "errors with 32 clients on the embedded database",
        measured: String(pglite.errors),
        target: "0",
        ratio: null,
        pass: pglite.errors === 0,
      },
    ];
  },
};
