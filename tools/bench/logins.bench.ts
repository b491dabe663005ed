import type { Measurement } from "./lib/context.ts";
import { describeLoad, load, loadOn } from "./lib/load.ts";
import { leaderOf } from "./lib/members.ts";
import { PASSWORD } from "./lib/worlds.ts";

// Measurement 6: the dashboard's p99 while 32 connections sign in as fast as they can (every
// sign-in verifies an argon2 hash), next to the same dashboard load alone. Each sign-in comes
// from its own address and the emails rotate, so rate limits do not turn the storm into cheap
// refusals.
const EMAILS = 5_000;

export const logins: Measurement = {
  name: "logins",
  item: 6,
  title: "dashboard p99 during a storm of sign-ins",
  run: async ({ server: serverOf, job, detail, log }) => {
    const server = await serverOf("large");
    const leader = await leaderOf(server);
    const headers = { authorization: `Bearer ${await server.signIn(leader.email)}` };
    const emails = await server.sql<{ email: string }>(
      `SELECT email FROM profiles ORDER BY member_id DESC LIMIT ${EMAILS}`,
    );
    const dashboard = job(`${server.base}/api/dashboard/stats`, { headers });

    log("  load: GET /api/dashboard/stats alone");
    const idle = await loadOn(server, dashboard);
    detail(6, `GET /api/dashboard/stats alone: ${describeLoad(idle)}`);
    log("  load: GET /api/dashboard/stats during a storm of POST /api/auth/login");
    await server.settle();
    const [busy, storm] = await Promise.all([
      load(dashboard),
      load(
        job(`${server.base}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          bodies: emails.map(({ email }) => JSON.stringify({ email, password: PASSWORD })),
          spreadAddresses: true,
        }),
      ),
    ]);
    detail(6, `GET /api/dashboard/stats during the storm: ${describeLoad(busy)}`);
    detail(6, `POST /api/auth/login, the storm itself: ${describeLoad(storm)}`);
    const ratio = busy.p99 / idle.p99;
    return [
      {
        item: 6,
        figure: `dashboard p99 during ${Math.round(storm.rps)} sign-ins/s vs alone`,
        measured: `${busy.p99.toFixed(1)} ms vs ${idle.p99.toFixed(1)} ms`,
        target: "≤ 2× alone",
        ratio,
        pass: ratio <= 2 && busy.errors === 0,
      },
    ];
  },
};
