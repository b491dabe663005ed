import pg from "pg";
import { waitFor } from "../../testing/jobs.ts";
import { ADMIN_URL, type TestRuntime } from "../../testing/harness.ts";

/**
 * Makes a race certain on the PostgreSQL server: holds every writer of the event log (readers
 * go on) until `n` transactions wait on a lock (the log, or a row another of them holds; not
 * the migration lock a starting CLI takes), then lets them go together. Embedded, the database
 * has one connection and requests queue anyway, so there is nothing to hold. Its own two
 * connections, as the app's pool may be all taken by the waiting writers.
 */
export const raceAtTheLog = async <A>(app: TestRuntime, n: number, start: () => Promise<A>): Promise<A> => {
  if (!ADMIN_URL) return start();
  const connect = async () => {
    const c = new pg.Client({ connectionString: app.env["DATABASE_URL"]! });
    await c.connect();
    return c;
  };
  const [blocker, probe] = [await connect(), await connect()];
  try {
    await blocker.query("BEGIN");
    await blocker.query("LOCK TABLE events IN SHARE ROW EXCLUSIVE MODE");
    const racing = start();
    await waitFor(
      `${n} writers waiting on the log`,
      async () =>
        (
          await probe.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event <> 'advisory'`,
          )
        ).rows[0]!.n >= n,
      60_000,
    );
    await blocker.query("COMMIT");
    return await racing;
  } finally {
    await Promise.all([blocker.end(), probe.end()]);
  }
};
