import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { folderOf, root, shippedSources } from "./sources.ts";

// Every table has one owner, the only folder whose SQL writes it; any other module that needs a
// change there calls the owner's functions (decision 50). Test code, tools and migrations may
// write anything. Writes are found as tables.test.ts finds reads of the log: SQL keywords are
// upper case, table names lower case, so a regular expression over the text finds every
// INSERT INTO, UPDATE, DELETE FROM, TRUNCATE and COPY, several to a string too. A table named
// only at run time (the projections' rebuild, platform/db/bulk.ts) is out of its reach.
const OWNERS: Readonly<Record<string, string>> = {
  events: "server/platform/event-store",
  subscriptions: "server/platform/event-store",
  jobs: "server/platform/jobs",
  job_items: "server/platform/jobs",
  outbox: "server/platform/outbox",
  uploads: "server/platform/upload-store",
  upload_names: "server/platform/upload-store",
  schema_migrations: "server/platform/db",
  social_rate_buckets: "server/platform/social",
  social_answers: "server/platform/social",
  data_access_log: "server/modules/access-log",
  password_resets: "server/modules/auth",
  known_devices: "server/modules/auth",
  bank_accounts: "server/modules/bank-accounts",
  payee_identities: "server/modules/payee",
  cp58_mails: "server/modules/cp58",
  payout_bank_details: "server/modules/bank-accounts",
  sessions: "server/modules/credentials",
  rate_limits: "server/modules/credentials",
  images: "server/modules/images",
  unsubscribe_tokens: "server/modules/mail",
  payment_files: "server/modules/payouts",
  payout_bank_references: "server/modules/payouts",
  profiles: "server/modules/profile",
  risk_signals: "server/modules/risk",
  risk_pending: "server/modules/risk",
  message_templates: "server/modules/templates",
  two_factor: "server/modules/two-factor",
  recovery_codes: "server/modules/two-factor",
  admin_setup_codes: "server/modules/two-factor",
  members: "server/modules/projections",
  posts: "server/modules/projections",
  ledger_lines: "server/modules/projections",
  monthly_income: "server/modules/projections",
  payouts: "server/modules/projections",
  payout_lines: "server/modules/projections",
  member_suspensions: "server/modules/projections",
  risk_flags: "server/modules/projections",
  activities: "server/modules/projections",
  member_search: "server/modules/projections",
  closed_months: "server/modules/projections",
  post_evidence: "server/modules/evidence",
  einvoices: "server/modules/einvoices",
  social_handles: "server/modules/handles",
  oauth_states: "server/modules/handles",
  handle_backfill: "server/modules/handles",
};

const TABLE = "(?:public\\.)?[a-z_][a-z0-9_]*";
const WRITES = new RegExp(
  `\\b(?:INSERT\\s+INTO|UPDATE|DELETE\\s+FROM|TRUNCATE(?:\\s+TABLE)?|COPY)\\s+(?:ONLY\\s+)?(${TABLE}(?:\\s*,\\s*${TABLE})*)`,
  "g",
);

/** The tables a text writes, each once. */
const writtenTables = (text: string): string[] => [
  ...new Set(
    [...text.matchAll(WRITES)].flatMap((m) => m[1]!.split(",").map((name) => name.trim().replace(/^public\./, ""))),
  ),
];

const schemaTables = () =>
  [...readFileSync(join(root, "docs/schema.sql"), "utf8").matchAll(/^CREATE TABLE (\w+)/gm)].map((m) => m[1]!).sort();

/** Table to owner as docs/architecture.md's tables under "What each module owns" give it. */
const documentedOwners = () => {
  const page = readFileSync(join(root, "docs/architecture.md"), "utf8");
  const section = page.slice(page.indexOf("## What each module owns"), page.indexOf("## The path of a request"));
  const owners: Record<string, string> = {};
  let prefix = "";
  for (const line of section.split("\n").filter((l) => l.startsWith("|") && !l.startsWith("| --"))) {
    const cells = line.split("|").slice(1, -1);
    const named = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    if (named(cells[0]!).length === 0) {
      prefix = cells[0]!.trim() === "Platform piece" ? "server/platform/" : "server/modules/";
      continue;
    }
    const tables = named(cells.at(-1)!);
    if (tables.length > 0) expect(named(cells[0]!), line).toHaveLength(1);
    for (const table of tables) owners[table] = prefix + named(cells[0]!)[0];
  }
  return owners;
};

describe("every table", () => {
  it("has one owner, a folder that exists", () => {
    expect(Object.keys(OWNERS).sort()).toEqual(schemaTables());
    expect(Object.values(OWNERS).filter((owner) => !existsSync(join(root, owner)))).toEqual([]);
  });

  it("is written only by its owner's files", () => {
    const writes = shippedSources().flatMap(({ path, text }) =>
      writtenTables(text)
        .filter((table) => table in OWNERS)
        .map((table) => ({ path, table })),
    );
    const strangers = writes.filter(({ path, table }) => folderOf(path) !== OWNERS[table]);
    expect(strangers.map(({ path, table }) => `${path} writes ${table}, owned by ${OWNERS[table]}`)).toEqual([]);
    // The rule is checked against something: owners' writes are found, several to a statement too.
    expect(writes).toContainEqual({ path: "server/modules/profile/store.ts", table: "profiles" });
    expect(writes).toContainEqual({ path: "server/modules/risk/signals.ts", table: "risk_pending" });
    expect(writtenTables("TRUNCATE a, b; WITH x AS (DELETE FROM c RETURNING 1) COPY d (e) FROM STDIN")).toEqual([
      "a",
      "b",
      "c",
      "d",
    ]);
  });

  it("has the owner the architecture page names", () => {
    expect(documentedOwners()).toEqual(OWNERS);
  });
});
