import type { Measurement } from "./lib/context.ts";
import { describeLoad, loadOn } from "./lib/load.ts";
import { leaderOf } from "./lib/members.ts";

// Measurement 4: the dashboard's p99 on the small world next to the large one, each read as
// the member with the largest team.
export const scale: Measurement = {
  name: "scale",
  item: 4,
  title: "dashboard p99 at the small and the large world",
  run: async ({ server: serverOf, options, job, detail, log }) => {
    const p99 = async (key: "small" | "large", members: number) => {
      const server = await serverOf(key);
      const leader = await leaderOf(server);
      const token = await server.signIn(leader.email);
      log(`  load: GET /api/dashboard/stats at ${members.toLocaleString("en")} members`);
      const result = await loadOn(
        server,
        job(`${server.base}/api/dashboard/stats`, { headers: { authorization: `Bearer ${token}` } }),
      );
      detail(4, `GET /api/dashboard/stats at ${members.toLocaleString("en")} members: ${describeLoad(result)}`);
      return result;
    };
    const small = await p99("small", options.smallMembers);
    const large = await p99("large", options.members);
    const ratio = large.p99 / small.p99;
    return [
      {
        item: 4,
        figure: `dashboard p99 at ${options.members.toLocaleString("en")} vs ${options.smallMembers.toLocaleString("en")} members`,
        measured: `${large.p99.toFixed(1)} ms vs ${small.p99.toFixed(1)} ms`,
        target: "≤ 1.2×",
        ratio,
        pass: ratio <= 1.2 && large.errors + small.errors === 0,
      },
    ];
  },
};
