import { Effect } from "effect";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAMPAIGN_JOB } from "../../modules/brevo/campaign.ts";
import { Database } from "../../platform/db/database.ts";
import { enqueueSingleJob } from "../../platform/jobs/store.ts";
import { EXPECTED_MODE, startTestApp, type TestApp } from "../../testing/harness.ts";
import { designOf, type Account, type ApiRequest } from "../../testing/route-access.ts";
import { setUpFixture, type SecurityFixture } from "./fixture.ts";
import { body, leafPaths, params, PNG, query, setAt, worldStrings } from "./inputs.ts";
import { listRoutes, routeKey } from "./router-routes.ts";
import { errorMessage, fillPath, queryString, send, type Answer, type Call } from "./send.ts";
import { written } from "./written.ts";

// Every /api route gets generated bodies, query strings and path parameters, as a signed-in
// member and as an admin: the answer is never a 5xx, a refusal is a JSON error with a message
// (and, for a field, its reason), and a refused request wrote nothing.
const ROUTES = listRoutes();
// The embedded database (WebAssembly, one connection) gets a quarter of the cases: the same
// routes and checks on the other engine, while npm test runs them all on PostgreSQL.
const SHARE = EXPECTED_MODE === "embedded" ? 0.25 : 1;
const RUNS = Math.ceil(240 * SHARE);
// Routes that are slow on purpose for a well-formed request (an argon2 hash, or the
// forgot-password answer's time floor) get fewer cases.
const SLOW = new Set([
  "POST /api/auth/login",
  "POST /api/auth/register",
  "POST /api/auth/reset-password",
  "POST /api/auth/change-password",
  "POST /api/auth/forgot-password",
  "POST /api/profile/erasure",
  "POST /api/auth/step-up",
]);
const SLOW_RUNS = Math.ceil(40 * SHARE);
const MIN_CASES = 10_000 * SHARE;

let app: TestApp;
let fixture: SecurityFixture;
let cases = 0;

beforeAll(async () => {
  // Each call comes from its own address (X-Forwarded-For), so per-address limits do not turn
  // every later case into a 429 before its input is even looked at.
  app = await startTestApp({ env: { TRUST_PROXY: "1" } });
  fixture = await setUpFixture(app);
  // A campaign already queued: a valid reminder request answers 409 at once instead of waiting
  // for a worker this suite does not run.
  await app.run(
    Effect.gen(function* () {
      yield* enqueueSingleJob(yield* Database, { kind: CAMPAIGN_JOB, payload: {} });
    }),
  );
});
afterAll(async () => {
  await app?.close();
});

const refusalProblem = (answer: Answer, html: boolean): string | null => {
  if (answer.status >= 500) return "a server error";
  if (answer.status < 400 || html) return null;
  if (errorMessage(answer) === null) return "a refusal without a JSON error message";
  const fields = (answer.json as { fields?: unknown }).fields;
  if (
    fields !== undefined &&
    (typeof fields !== "object" ||
      fields === null ||
      Object.values(fields).some((r) => typeof r !== "string" || r === ""))
  ) {
    return "fields that are not a reason per field";
  }
  return null;
};

const PNG_DATA_URL = `data:image/png;base64,${PNG.toString("base64")}`;

/**
 * Cases that once broke a route, or that the generators meet too rarely, run first on every
 * run: each text field of the valid body holding a NUL or half a surrogate pair (PostgreSQL
 * refuses both), and a profile save with a new picture refused for someone else's phone.
 */
const knownCases = (key: string, template: ApiRequest, as: "member" | "admin") => {
  const base = {
    as,
    query: queryString(template.query),
    ip: "10.255.255.255",
    params: Object.fromEntries(Object.entries(template.params ?? {}).map(([k, v]) => [k, encodeURIComponent(v)])),
  };
  const withBody = (json: unknown) => ({ ...base, body: { json } });
  const texts = leafPaths(template.body).flatMap((path) =>
    ["a\u0000b", "a\ud800b"].map((v) => withBody(setAt(template.body, path, v))),
  );
  const picture =
    key === "PUT /api/profile"
      ? [
          withBody({
            ...(template.body as object),
            phoneNumber: fixture.outsider.phoneNumber,
            profilePicture: PNG_DATA_URL,
          }),
        ]
      : [];
  return [...texts, ...picture];
};

describe("generated bad input, every route", () => {
  for (const route of ROUTES) {
    const key = routeKey(route);
    const row = designOf(key);
    it(
      key,
      async () => {
        const adminOnly = row.member === 403;
        const callers = adminOnly ? (["admin", "admin", "admin", "member"] as const) : (["member", "admin"] as const);
        const accountFor = (kind: "member" | "admin"): Promise<Account> | Account =>
          row.freshCaller ? fixture.freshAccount(kind) : kind === "admin" ? fixture.admin : fixture.owner;
        const template: ApiRequest = (await row.request?.(fixture, await accountFor("member"))) ?? {};
        const world = worldStrings([
          ...fixture.ownerSecrets,
          fixture.outsider.email,
          fixture.outsider.phoneNumber,
          fixture.owner.code,
          fixture.payoutId,
          ...fixture.pendingPostIds,
          String(fixture.imageId),
        ]);
        const input = fc.record({
          as: fc.constantFrom(...callers),
          body: route.method === "GET" ? fc.constant(null) : body(template, world),
          query: query(template, world),
          params: params(template, world),
          ip: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map((n) => `10.${n.join(".")}`),
        });
        // What was written after the last refused case; nothing changes it until a case is
        // accepted or a new account is made, so it stands as the next case's "before".
        let known: string | null = null;
        const examples = knownCases(key, template, callers[0]).map((c) => [c] as [typeof c]);
        await fc.assert(
          fc.asyncProperty(input, async (c) => {
            cases += 1;
            if (row.freshCaller) known = null;
            const token = (await accountFor(c.as)).token;
            const call: Call = {
              method: route.method,
              path: fillPath(route.path, c.params, (v) => v),
              query: c.query,
              token,
              ip: c.ip,
              ...c.body,
            };
            // A member's profile saves are limited (credentials/rate-limit.ts): without this, all
            // but the first few cases would be refused before their input is looked at.
            if (key === "PUT /api/profile") await app.sql(`DELETE FROM rate_limits WHERE key LIKE 'profile-%'`);
            const before = known ?? JSON.stringify(await written(app));
            const answer = await send(app.baseUrl, call);
            const problem = refusalProblem(answer, row.html === true);
            known = answer.status >= 400 ? JSON.stringify(await written(app)) : null;
            const wrote = known !== null && known !== before;
            if (problem || wrote)
              expect.fail(
                `${key} as ${c.as} answered ${answer.status} (${problem ?? "refused but wrote"}): ${answer.text.slice(0, 300)}`,
              );
          }),
          { numRuns: SLOW.has(key) ? SLOW_RUNS : RUNS, examples },
        );
      },
      120_000,
    );
  }

  it("a request refused by a database constraint leaves the next request unharmed", async () => {
    await app.sql(`DELETE FROM rate_limits WHERE key LIKE 'profile-%'`);
    // The embedded server has one connection: a failed statement must not close it.
    const taken = await send(app.baseUrl, {
      method: "PUT",
      path: "/api/profile",
      token: fixture.owner.token,
      json: { firstName: "Same", lastName: "Person", phoneNumber: fixture.outsider.phoneNumber },
    });
    expect([taken.status, taken.json]).toEqual([409, { error: "Phone number already exists" }]);
    expect(await app.sql(`SELECT 1 AS up`)).toEqual([{ up: 1 }]);
    expect((await send(app.baseUrl, { method: "GET", path: "/api/profile", token: fixture.owner.token })).status).toBe(
      200,
    );
  });

  it(`ran at least ${MIN_CASES.toLocaleString("en")} cases`, () => {
    expect(cases).toBeGreaterThanOrEqual(MIN_CASES);
  });
});
