import type { BenchServer } from "./server.ts";
import { runCli, databaseEnv } from "./cli.ts";
import type { World } from "./worlds.ts";

// Members the measurements act as, picked from a seeded world.
export interface Pick {
  readonly memberId: number;
  readonly email: string;
  readonly teamSize: number;
}

const pick = (server: { readonly sql: BenchServer["sql"] }, order: string, params: ReadonlyArray<unknown> = []) =>
  server
    .sql<Pick>(
      `SELECT m.member_id AS "memberId", p.email, m.team_size AS "teamSize" FROM members m JOIN profiles p USING (member_id) ORDER BY ${order} LIMIT 1`,
      params,
    )
    .then(([row]) => {
      if (!row) throw new Error("the world has no members");
      return row;
    });

/** The member with the largest team. */
export const leaderOf = (server: BenchServer) => pick(server, "m.team_size DESC, m.member_id");

/** The member whose team is closest to `size`. */
export const teamOfSize = (server: BenchServer, size: number) =>
  pick(server, "abs(m.team_size - $1), m.member_id", [size]);

/** A member made an admin with the CLI, as an operator would. */
export const adminOf = async (server: { readonly sql: BenchServer["sql"] }, world: World) => {
  const admin = await pick(server, "m.member_id DESC");
  await runCli(databaseEnv(world.target), ["admin", "grant", "--email", admin.email]);
  return admin;
};
