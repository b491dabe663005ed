import type { TestRuntime } from "../../testing/harness.ts";

// A cheap fingerprint of everything a request can write: the event log (count and last
// position) and the ordinary tables a route changes, uploaded images included. A table's
// row count and newest row version (xmin, the id of the transaction that last wrote the row)
// change with every insert, update and delete, so equal fingerprints before and after a
// refused request mean it wrote nothing. Rate-limit counters are left out: counting a refused
// attempt is their job.
const TABLES = [
  "profiles",
  "jobs",
  "job_items",
  "outbox",
  "images",
  "message_templates",
  "password_resets",
  "unsubscribe_tokens",
  "data_access_log",
  "payout_bank_details",
  "bank_accounts",
  "uploads",
  "upload_names",
] as const;

// Sessions by their content without last_seen_at: any signed-in request may refresh that (once a
// minute, refused or not), which records that the session was used, not a change it asked for.
const SESSIONS = `(SELECT count(*) || '@' || coalesce(md5(string_agg((to_jsonb(s) - 'last_seen_at')::text, ',' ORDER BY s.token_hash)), '')
  FROM sessions s) AS sessions`;

const FINGERPRINT = `SELECT (SELECT count(*) || '@' || coalesce(max(position), 0) FROM events) AS events, ${TABLES.map(
  (t) => `(SELECT count(*) || '@' || coalesce(max(xmin::text::bigint), 0) FROM ${t}) AS ${t}`,
).join(", ")}, ${SESSIONS}`;

export type Written = Record<string, unknown>;

export const written = async (app: TestRuntime): Promise<Written> => {
  const [row] = await app.sql(FINGERPRINT);
  return { ...row };
};
