import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { ROOT, startTestApp, type TestApp } from "../../testing/harness.ts";
import { scanFile, sourceFiles, type Interpolation } from "./sql-text.ts";

// Values reach PostgreSQL only as parameters. The static half reads every query and COPY call in
// server/, cli/ and the seed and demo they run (tools/seed, tools/demo; tests aside) and accepts
// a `${...}` in SQL text only when it is a literal constant or listed here with the reason it
// cannot be a value from outside; the other half sends hostile text through the routes that
// take free text and finds it stored verbatim, nothing else.
const ALLOWED: ReadonlyArray<{ file: string; expression: string; why: string }> = [
  {
    file: "server/modules/profile/queries.ts",
    expression: "SHOWN_COLUMNS",
    why: "a literal column list of bank-accounts/store.ts",
  },
  {
    file: "server/modules/einvoices/document.ts",
    expression: "PAYEE_COLUMNS",
    why: "a literal column list of payee/store.ts",
  },
  {
    file: "server/modules/sessions/queries.ts",
    expression: "OPEN",
    why: "the session check's own open condition, a literal constant of credentials/session.ts",
  },
  {
    file: "server/platform/db/database.ts",
    expression: "text",
    why: "the Database service itself: its callers are what this scan checks",
  },
  {
    file: "server/platform/db/database.ts",
    expression: "{ text, values: params as Array<unknown>, name: statementName(text) } as pg.QueryConfig",
    why: "the same text, prepared under a name derived from it",
  },
  {
    file: "server/platform/db/migrate.ts",
    expression: 'fs.readFileSync(path.join(dir, file), "utf8")',
    why: "migration files of the repository",
  },
  {
    file: "server/platform/db/bulk.ts",
    expression: "table",
    why: "a projection or seed table name from the fixed lists of modules/projections/tables/ and tools/seed/",
  },
  { file: "server/platform/db/bulk.ts", expression: "names", why: "column names from the same fixed column lists" },
  {
    file: "server/platform/db/bulk.ts",
    expression: "params",
    why: "placeholders $1::type[]..$n::type[], the values go in the parameter array",
  },
  {
    file: "server/platform/db/copy.ts",
    expression: "from(statement)",
    why: "pg-copy-streams' COPY FROM stream of the statement its callers (db.copy.from) pass, checked at those calls",
  },
  {
    file: "server/platform/db/copy.ts",
    expression: "to(statement)",
    why: "pg-copy-streams' COPY TO stream of the statement its callers (db.copy.to) pass, checked at those calls",
  },
  {
    file: "server/platform/db/read-database.ts",
    expression: "text",
    why: "the replica's Sql passes its callers' text on to the replica or the primary, as the Database service does",
  },
  {
    file: "server/suites/reliability/standby.ts",
    expression: "text",
    why: "the reliability test's own fixed statements for its throwaway clusters",
  },
  {
    file: "server/platform/db/indexes.ts",
    expression: "d.name",
    why: "an index or constraint name from pg_catalog, quoted by quote_ident",
  },
  {
    file: "server/platform/db/indexes.ts",
    expression: "d.table",
    why: "a table name from pg_catalog (regclass::text, quoted as needed)",
  },
  {
    file: "server/platform/db/indexes.ts",
    expression: "d.def",
    why: "a definition written by pg_get_indexdef/pg_get_constraintdef",
  },
  {
    file: "server/modules/projections/projection-writer.ts",
    expression: 'PROJECTION_TABLES.join(", ")',
    why: "the fixed list of projection tables",
  },
  {
    file: "server/modules/projections/rebuild.ts",
    expression: "Math.trunc(after)",
    why: "COPY takes no parameters: a log position read back from the log, forced to an integer",
  },
  { file: "server/modules/projections/rebuild.ts", expression: "table", why: "one of PROJECTION_TABLES" },
  {
    file: "server/platform/jobs/store.ts",
    expression: "candidate",
    why: "one of two literal SELECTs passed by claimJob in the same file",
  },
  {
    file: "server/platform/jobs/store.ts",
    expression: "set",
    why: "literal SET fragments passed by completeJob/failJob/retryJobLater, values as $3..",
  },
  {
    file: "server/modules/credentials/session-read.ts",
    expression: "statement.text",
    why: "a member read's statement: TEAM_PAGE_QUERY (dashboard/team.ts), built once from literal fragments with fixed $n placeholders",
  },
  {
    file: "server/modules/dashboard/team.ts",
    expression: "TEAM_MEMBER_QUERY",
    why: "a module constant built once from the literal MEMBER_COLUMNS list",
  },
  {
    file: "server/platform/db/pipeline.ts",
    expression: "submittable(statements, { resolve, reject }) as never",
    why: "pg's submittable object carrying statements whose texts are checked where they are made, values bound",
  },
  {
    file: "server/platform/event-store/store.ts",
    expression: "s.text",
    why: "a statement a command reads beside its stream (fromStream's `along`), checked where it is made",
  },
  {
    file: "server/platform/event-store/subscription.ts",
    expression: "WAITING_BELOW",
    why: "a module constant: one range of the lag's scan, made once by waiting() from literal SQL",
  },
  {
    file: "server/platform/event-store/subscription.ts",
    expression: "WAITING_ABOVE",
    why: "a module constant: the other range of the lag's scan, made the same way",
  },
  {
    file: "server/modules/posts/approval.ts",
    expression: "CONTEXT",
    why: "a module constant from review.ts's literal column list and literal joins",
  },
  {
    file: "server/modules/credentials/session-read.ts",
    expression: "LIVE_SESSION",
    why: "session.ts's literal LIVE_SESSION",
  },
  {
    file: "server/modules/dashboard/team.ts",
    expression: "TEAM_PAGE_QUERY",
    why: "a module constant built once from literal fragments with fixed $n placeholders",
  },
  {
    file: "server/modules/projections/applier.ts",
    expression: "body",
    why: "the literal steps of the table files, every value bound as $n by Params",
  },
  {
    file: "server/modules/projections/applier.ts",
    expression: "answer.name",
    why: "the literal name of a table file's step",
  },
  {
    file: "server/modules/dashboard/queries.ts",
    expression: "STATS_BY_SESSION",
    why: "a module constant from a literal column list and session.ts's literal SESSION_MEMBER",
  },
  {
    file: "server/modules/dashboard/queries.ts",
    expression: "count",
    why: "one of two literal column names passed by leaderboard()",
  },
  {
    file: "server/modules/dashboard/queries.ts",
    expression: "order",
    why: "one of two literal ORDER BY lists passed by leaderboard()",
  },
  {
    file: "server/modules/members/search-page.ts",
    expression: "withPeriod(text, params, period)",
    why: "a search page: fixed fragments of search-sorts.ts and whereOf, every value bound as $n",
  },
  {
    file: "server/modules/projections/member-search.ts",
    expression: "text",
    why: "ALTER TABLE … TRIGGER from the fixed trigger list in the same file",
  },
  {
    file: "server/testing/harness.ts",
    expression: "name",
    why: "a test database name the harness makes (identifiers cannot be parameters)",
  },
  {
    file: "server/testing/harness.ts",
    expression: "text",
    why: "the test helper's pass-through to the Database service",
  },
  {
    file: "server/platform/db/schema-snapshot.ts",
    expression: "text",
    why: "the generator's own catalog queries, literal text built from the fixed OWN/PUBLIC fragments, and CREATE/DROP DATABASE of the random name it makes",
  },
  {
    file: "server/testing/global-setup.ts",
    expression: "name",
    why: "the run's template database name it makes (identifiers cannot be parameters)",
  },
  {
    file: "server/testing/harness.ts",
    expression: "template",
    why: "CREATE DATABASE … TEMPLATE with the run's template name global-setup made",
  },
  {
    file: "server/modules/profile/queries.ts",
    expression: "PAYEE_COLUMNS",
    why: "a literal column list of payee/store.ts",
  },
  {
    file: "server/modules/cp58/queries.ts",
    expression: "PAYEE_COLUMNS",
    why: "a literal column list of payee/store.ts",
  },
  {
    file: "server/modules/review/oldest-matching.ts",
    expression: "OLDEST",
    why: "the file's own query built from the fixed evidence-status fragments",
  },
  {
    file: "server/testing/global-setup.ts",
    expression: "datname",
    why: "test database names read from pg_database, double-quoted",
  },
  {
    file: "server/platform/db/dump.ts",
    expression: "table",
    why: "a table name from pg_catalog, quoted by format('%I.%I') in USER_TABLES",
  },
  {
    file: "server/platform/db/dump.ts",
    expression: "text",
    why: "the statements of tablesHoldingRows, checked at that function",
  },
  {
    file: "server/platform/db/embedded-archive.ts",
    expression: "text",
    why: "the statements of tablesHoldingRows (dump.ts), on the embedded database",
  },
  {
    file: "server/testing/backup-drill.ts",
    expression: "USER_TABLES",
    why: "a literal constant of platform/db/dump.ts",
  },
  {
    file: "server/testing/backup-drill.ts",
    expression: "table",
    why: "a table name from pg_catalog, quoted by format('%I.%I') in USER_TABLES",
  },
  {
    file: "server/modules/posts/review.ts",
    expression: "SELECT",
    why: "a module constant from a literal column list and evidence-status/columns.ts's literal fragments",
  },
  {
    file: "server/modules/posts/review.ts",
    expression: "ALL",
    why: "a module constant of literal SQL and evidence-status/columns.ts's literal fragments: the queue",
  },
  {
    file: "server/modules/posts/review.ts",
    expression: "TAKEN_DOWN",
    why: "the same, narrowed by a literal condition to the answers the platform says are gone",
  },
  {
    file: "server/modules/risk/flag-extras.ts",
    expression: "EVIDENCE_COLUMNS",
    why: "evidence-status/columns.ts's literal column list",
  },
  {
    file: "server/modules/risk/flag-extras.ts",
    expression: "EVIDENCE_JOIN",
    why: "evidence-status/columns.ts's literal joins",
  },
  {
    file: "server/modules/risk/handle-facts.ts",
    expression: "EVIDENCE_POSTS_MAX",
    why: "a number constant of domain/risk/handle-rules.ts",
  },
  {
    file: "server/modules/risk/handle-facts.ts",
    expression: "EVIDENCE_JOIN",
    why: "evidence-status/columns.ts's literal joins",
  },
  {
    file: "server/modules/risk/handle-facts.ts",
    expression: "EVIDENCE_STATUS",
    why: "evidence-status/columns.ts's literal CASE that names a post's evidence status",
  },
  {
    file: "server/modules/payouts/balances.ts",
    expression: "inClose()",
    why: "a module function joining literal fragments: the lines a close looks at",
  },
  {
    file: "server/modules/payouts/balances.ts",
    expression: 'inClose("AND l.member_id = $2")',
    why: "the same, narrowed by a literal condition on a parameter",
  },
  {
    file: "server/modules/review/auto-approval.ts",
    expression: 'atRisk("$1::int")',
    why: "a module function returning a literal EXISTS over risk tables for a parameter",
  },
  {
    file: "server/modules/review/auto-approval.ts",
    expression: "CANDIDATES",
    why: "a module constant of literal SQL and evidence-status/columns.ts's fragments",
  },
  {
    file: "server/modules/review/preview.ts",
    expression: "PREVIEW",
    why: "a module constant of literal SQL and evidence-status/columns.ts's fragments",
  },
];

const allowed = (i: Interpolation) => ALLOWED.some((a) => a.file === i.file && a.expression === i.expression);

describe("SQL text in server/ and cli/", () => {
  const found = sourceFiles(ROOT, ["server", "cli", "tools/seed", "tools/demo"]).flatMap((file) =>
    scanFile(ROOT, file),
  );

  it("interpolates nothing but constants and the listed fixed fragments", () => {
    const offenders = found.filter((i) => !allowed(i)).map((i) => `${i.file}:${i.line} \${${i.expression}}`);
    expect(offenders).toEqual([]);
  });

  it("has no stale entries in the list of fixed fragments", () => {
    const stale = ALLOWED.filter((a) => !found.some((i) => i.file === a.file && i.expression === a.expression));
    expect(stale.map((a) => `${a.file} \${${a.expression}}`)).toEqual([]);
  });

  it("would catch a value interpolated into a query, directly or through a local text", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jemput-scan-"));
    const file = path.join(dir, "bad.ts");
    fs.writeFileSync(
      file,
      [
        "const TABLE = 'members';",
        "const FIELDS = { a: 'first_name', b: 'last_name' } as const;",
        "export const f = (db, email: string, key: 'a' | 'b', limit: number) => {",
        "  db.query(`SELECT ${FIELDS[key]} FROM ${TABLE} WHERE email = $1`, [email]);",
        "  db.query(`SELECT * FROM profiles WHERE email = '${email}'`);",
        "  const text = `DELETE FROM sessions WHERE member_id = ` + String(limit);",
        "  db.query(text);",
        '  db.query("SELECT 1 LIMIT " + limit);',
        "  db.copy.to(`COPY (SELECT * FROM events WHERE position > ${limit}) TO STDOUT`, () => {});",
        "  [1, 2].map((n) => `${n}`); Array.from(`${email}`);",
        "};",
      ].join("\n"),
    );
    try {
      expect(scanFile(dir, file).map((i) => [i.line, i.expression])).toEqual([
        [5, "email"],
        [6, "String(limit)"],
        [8, "limit"],
        [9, "limit"],
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("hostile text through the routes", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const HOSTILE = [
    "Robert'); DROP TABLE members; --",
    `x' OR '1'='1`,
    "$1 $2 \\' ; SELECT pg_sleep(5) --",
    "'||(SELECT password_hash FROM profiles LIMIT 1)||'",
  ];

  it("is stored and searched verbatim, and every table is still there", async () => {
    const api = client(app);
    const admin = await api.registerAdmin("Injector");
    const tables = await app.sql(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
    );
    for (const [i, hostile] of HOSTILE.entries()) {
      const saved = await api.call("PUT", "/api/profile", admin.token, {
        firstName: hostile.slice(0, 100),
        lastName: "Tester",
        phoneNumber: `+60123450${String(i).padStart(3, "0")}`,
        bio: hostile,
      });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.json).toMatchObject({ firstName: hostile.slice(0, 100), bio: hostile });
      // The text matches the one member whose name it is, as text, and nothing else.
      const search = await api.call(
        "GET",
        `/api/admin/users/search?search=${encodeURIComponent(hostile)}`,
        admin.token,
      );
      expect(search.status, search.text).toBe(200);
      expect(search.json.map((m) => m["id"])).toEqual([admin.id]);
      const social = await api.call(
        "GET",
        `/api/admin/users/search?socialMediaUsername=${encodeURIComponent(hostile)}`,
        admin.token,
      );
      expect([social.status, social.json]).toEqual([200, []]);
      const login = await api.call("POST", "/api/auth/login", null, { email: hostile, password: hostile });
      expect(login.status).toBe(401);
    }
    expect(
      await app.sql(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`),
    ).toEqual(tables);
  });
});
