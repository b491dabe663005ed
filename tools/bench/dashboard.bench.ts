import type { Measurement } from "./lib/context.ts";
import { describeLoad, loadOn, type LoadResult } from "./lib/load.ts";
import { adminOf, leaderOf, teamOfSize } from "./lib/members.ts";
import type { Row } from "./lib/report.ts";
import { REFERENCE } from "./lib/server.ts";

// Measurement 1: the member dashboard's reads and the admin's member search on the large world,
// next to two floors measured in the same process: Express answering JSON, and Express running
// `SELECT 1` through the same runtime and pool.
export const TEAM_SIZE = 2_000;
const SEARCH = "state=Selangor&minTeamSize=1&minIncome=30";

export const dashboard: Measurement = {
  name: "dashboard",
  item: 1,
  title: "dashboard, team, leaderboard and search under load",
  run: async ({ server: serverOf, worlds, job, detail, log }) => {
    const server = await serverOf("large");
    const world = await worlds.get("large");
    const leader = await leaderOf(server);
    const team = await teamOfSize(server, TEAM_SIZE);
    const admin = await adminOf(server, world);
    const bearer = async (email: string) => ({ authorization: `Bearer ${await server.signIn(email)}` });
    const [asLeader, asTeam, asAdmin] = [
      await bearer(leader.email),
      await bearer(team.email),
      await bearer(admin.email),
    ];

    const measure = async (label: string, path: string, headers: Record<string, string> = {}): Promise<LoadResult> => {
      log(`  load: ${label}`);
      const result = await loadOn(server, job(`${server.base}${path}`, { headers }));
      detail(1, `${label}: ${describeLoad(result)}`);
      return result;
    };
    const json = await measure(`bare Express JSON (${REFERENCE.json})`, REFERENCE.json);
    const select1 = await measure(`Express SELECT 1 (${REFERENCE.select1})`, REFERENCE.select1);
    const stats = await measure("GET /api/dashboard/stats", "/api/dashboard/stats", asLeader);
    const leaderboard = await measure("GET /api/dashboard/leaderboard", "/api/dashboard/leaderboard", asLeader);
    const teamRun = await measure(
      `GET /api/dashboard/team (first page), a team of ${team.teamSize.toLocaleString("en")}`,
      "/api/dashboard/team",
      asTeam,
    );
    const largest = await measure(
      `GET /api/dashboard/team (first page), the largest team (${leader.teamSize.toLocaleString("en")})`,
      "/api/dashboard/team",
      asLeader,
    );
    const search = await measure(`GET /api/admin/users/search?${SEARCH}`, `/api/admin/users/search?${SEARCH}`, asAdmin);

    const rps = (r: LoadResult) =>
      `${Math.round(r.rps).toLocaleString("en")} req/s, ${Number.isFinite(r.p99) ? `p99 ${r.p99.toFixed(1)} ms` : "no answer within the run"}`;
    const vsFloor = (r: LoadResult) => r.rps / select1.rps;
    const rows: Array<Row> = [
      {
        item: 1,
        figure: "bare Express JSON endpoint",
        measured: rps(json),
        target: "",
        ratio: json.rps / select1.rps,
        pass: null,
      },
      {
        item: 1,
        figure: "Express SELECT 1 endpoint (the floor)",
        measured: rps(select1),
        target: "",
        ratio: null,
        pass: null,
      },
      {
        item: 1,
        figure: "GET /api/dashboard/stats vs SELECT 1",
        measured: rps(stats),
        target: "≥ 0.8× SELECT 1",
        ratio: vsFloor(stats),
        pass: vsFloor(stats) >= 0.8 && stats.errors === 0,
      },
      {
        item: 1,
        figure: "GET /api/dashboard/leaderboard vs SELECT 1",
        measured: rps(leaderboard),
        target: "≥ 0.8× SELECT 1",
        ratio: vsFloor(leaderboard),
        pass: vsFloor(leaderboard) >= 0.8 && leaderboard.errors === 0,
      },
      {
        item: 1,
        figure: `GET /api/dashboard/team (first page) p99, team of ${team.teamSize.toLocaleString("en")}`,
        measured: rps(teamRun),
        // Absolute latencies do not travel between machines: the p99 against SELECT 1's, same run.
        target: "p99 ≤ 3× SELECT 1 p99",
        ratio: teamRun.p99 / select1.p99,
        pass: teamRun.p99 <= 3 * select1.p99 && teamRun.errors === 0,
      },
      {
        item: 1,
        figure: `GET /api/dashboard/team (first page) p99, largest team (${leader.teamSize.toLocaleString("en")})`,
        measured: rps(largest),
        target: "",
        ratio: null,
        pass: null,
      },
      {
        item: 1,
        figure: "GET /api/admin/users/search p99, 3 filters",
        measured: rps(search),
        target: "p99 ≤ 5× SELECT 1 p99",
        ratio: search.p99 / select1.p99,
        pass: search.p99 <= 5 * select1.p99 && search.errors === 0,
      },
    ];
    return rows;
  },
};
