import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestWorker, waitFor } from "../../testing/jobs.ts";
import type { Worker } from "../../platform/jobs/worker.ts";
import { setAdmin } from "../../modules/members/handlers.ts";
import { startBrevoStandIn, type BrevoStandIn } from "../../testing/brevo-stand-in.ts";
import { COMPANY_SETTINGS } from "../../testing/einvoice.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import {
  declarationOf,
  designOf,
  LET_IN,
  ROUTE_ACCESS,
  type Account,
  type CallerKind,
  type Designed,
} from "../../testing/route-access.ts";
import { OWNER_PRIVATE, setUpFixture, type SecurityFixture } from "./fixture.ts";
import { listRoutes, routeKey } from "./router-routes.ts";
import { errorMessage, send, toCall } from "./send.ts";
import { written } from "./written.ts";

// Every /api route, found in the router itself, called as each kind of caller with a valid
// request: the status is the one server/testing/route-access.ts designs, a refusal is a JSON
// error that wrote nothing, and a member outside the owner's team never sees the owner's data.
const ROUTES = listRoutes();
const CALLERS: ReadonlyArray<CallerKind> = ["anonymous", "member", "otherMember", "admin"];

let brevo: BrevoStandIn;
let app: TestApp;
let fixture: SecurityFixture;
let worker: Worker | undefined;

// Brevo's routes answer at once only with Brevo (a local stand-in) and a worker running jobs.
beforeAll(async () => {
  brevo = await startBrevoStandIn();
  // The company's details too: a CP58 is drawn only with them (decision 63).
  app = await startTestApp({ env: { ...brevo.env, ...COMPANY_SETTINGS } });
  fixture = await setUpFixture(app);
  worker = startTestWorker(app);
});
afterAll(async () => {
  await worker?.stop();
  await app?.close();
  await brevo?.close();
});

/**
 * What is written once the subscriptions have followed the log (the evidence fetch queues its
 * job from them) and the worker has finished the jobs earlier calls queued.
 */
const settledWrites = async () => {
  await app.caughtUp();
  await waitFor(
    "the worker to finish queued jobs",
    async () =>
      (
        await app.sql(
          `SELECT 1 FROM jobs WHERE state = 'running' OR (state = 'queued' AND run_after <= now() AND kind <> 'fixture.noop')`,
        )
      ).length === 0,
  );
  return written(app);
};

const accountOf = async (kind: CallerKind, fresh: boolean): Promise<Account | null> => {
  if (kind === "anonymous") return null;
  if (fresh) return fixture.freshAccount(kind === "admin" ? "admin" : "member");
  return kind === "member" ? fixture.owner : kind === "otherMember" ? fixture.outsider : fixture.admin;
};

/** A status as designed: a number exactly, "let in" any answer but 401, 403 or a failure. */
const expectStatus = (status: number, designed: Designed, what: string) => {
  if (designed !== LET_IN) expect(status, what).toBe(designed);
  else {
    expect([401, 403], what).not.toContain(status);
    expect(status, what).toBeLessThan(500);
  }
};

describe("the access table", () => {
  it("declares every /api route in the router, and has a route for every row", () => {
    const inRouter = ROUTES.map(routeKey);
    expect(inRouter.length).toBeGreaterThan(40);
    expect(
      inRouter.filter((key) => declarationOf(key) === undefined),
      "routes without a declaration in domain/contract/routes/",
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_ACCESS).filter((key) => !inRouter.includes(key)),
      "rows without a route",
    ).toEqual([]);
  });

  it("refuses in each row whom the route's declaration refuses, and only them", () => {
    for (const [key, row] of Object.entries(ROUTE_ACCESS)) {
      const access = declarationOf(key)?.access;
      expect(row.anonymous === 401, `${key}: anonymous callers and access "${access}"`).toBe(access !== "none");
      expect(row.member === 403, `${key}: members and access "${access}"`).toBe(access === "admin");
    }
  });

  it("designs 404 for members outside the team on member routes that name something in their path, 401 for anonymous callers", () => {
    for (const [key, row] of Object.entries(ROUTE_ACCESS)) {
      if (row.anonymous !== 401) expect(row.anonymous, key).toBeLessThan(300);
      const namesSomething = /\/:\w+/.test(key);
      const forMembers = row.member < 300 && row.anonymous === 401;
      if (namesSomething && forMembers)
        expect(row.otherMember, `${key}: someone else's id answers as if it did not exist`).toBe(404);
      if (!namesSomething && row.admin < 300 && row.member === 403) expect(row.otherMember, key).toBe(403);
    }
  });
});

describe("what the checks rest on", () => {
  it("the owner's own answers do carry the strings the outsider is checked for", async () => {
    const profile = await send(app.baseUrl, { method: "GET", path: "/api/profile", token: fixture.owner.token });
    const posts = await send(app.baseUrl, { method: "GET", path: "/api/posts", token: fixture.owner.token });
    for (const secret of fixture.ownerSecrets) expect(profile.text + posts.text, secret).toContain(secret);
  });

  it("the owner's upline sees the owner in its team, never the owner's bank details, birth date or address", async () => {
    for (const path of ["/api/dashboard/team", "/api/dashboard/activities", "/api/dashboard/leaderboard"]) {
      const answer = await send(app.baseUrl, { method: "GET", path, token: fixture.upline.token });
      expect(answer.status, path).toBe(200);
      if (path === "/api/dashboard/team") expect(answer.text).toContain(fixture.owner.email);
      for (const secret of Object.values(OWNER_PRIVATE))
        expect(answer.text, `${path}: ${secret}`).not.toContain(secret);
    }
  });

  it("an unknown or malformed token is anonymous", async () => {
    for (const token of ["made-up-token-made-up-token-0000", "short", "a b c"]) {
      const answer = await send(app.baseUrl, { method: "GET", path: "/api/profile", token });
      expect([answer.status, answer.json], token).toEqual([401, { error: "Authentication required" }]);
    }
  });

  it("an admin loses admin access as soon as the flag is revoked", async () => {
    const admin = await fixture.freshAccount("admin");
    expect((await send(app.baseUrl, { method: "GET", path: "/api/admin/stats", token: admin.token })).status).toBe(200);
    await app.run(setAdmin(admin.email, false, { actor: "cli" }));
    expect((await send(app.baseUrl, { method: "GET", path: "/api/admin/stats", token: admin.token })).status).toBe(403);
  });
});

describe("each route as each caller", () => {
  for (const route of ROUTES) {
    const key = routeKey(route);
    const row = designOf(key);
    it(`${key}: ${CALLERS.map((c) => `${c} ${row[c]}`).join(", ")}`, async () => {
      for (const kind of CALLERS) {
        const caller = await accountOf(kind, row.freshCaller === true);
        const request = (await row.request?.(fixture, caller)) ?? {};
        const before = await settledWrites();
        const answer = await send(app.baseUrl, toCall(route.method, route.path, request, caller?.token ?? null));
        const what = `${key} as ${kind}: ${answer.text.slice(0, 300)}`;
        expectStatus(answer.status, row[kind], what);
        if (answer.status >= 400) {
          if (!row.html) expect(errorMessage(answer), what).not.toBeNull();
          expect(await settledWrites(), `${what}: a refused call wrote something`).toEqual(before);
        }
        if (kind === "otherMember")
          for (const secret of fixture.ownerSecrets)
            expect(answer.text, `${what}: shows the owner's ${secret}`).not.toContain(secret);
      }
      // A token the server never issued is no session at all.
      const forged = await send(
        app.baseUrl,
        toCall(
          route.method,
          route.path,
          (await row.request?.(fixture, null)) ?? {},
          "made-up-token-made-up-token-0000",
        ),
      );
      expectStatus(forged.status, row.anonymous, `${key} with an unknown token`);
    });
  }
});
