import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiRoute } from "../../../domain/contract/api.ts";
import { ErrorBody } from "../../../domain/contract/http.ts";
import { apiRoutes } from "../../../domain/contract/api.ts";
import type { Worker } from "../../platform/jobs/worker.ts";
import { startBrevoStandIn, type BrevoStandIn } from "../../testing/brevo-stand-in.ts";
import { COMPANY_SETTINGS } from "../../testing/einvoice.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { startTestWorker } from "../../testing/jobs.ts";
import { designOf, ROUTE_ACCESS } from "../../testing/route-access.ts";
import { setUpFixture, type SecurityFixture } from "../security/fixture.ts";
import { send, toCall } from "../security/send.ts";

const API_ROUTES = await apiRoutes();

// Every route of the contract's table, called with a valid request, answers with a status the
// table names, and its JSON decodes with that answer's schema, refusing any key the contract
// does not name. Most routes encode through the same schema, so this holds the table to them;
// for the answers PostgreSQL writes as JSON text (the team, the leaderboard) it is the check.
let brevo: BrevoStandIn;
let app: TestApp;
let fixture: SecurityFixture;
let worker: Worker | undefined;

beforeAll(async () => {
  brevo = await startBrevoStandIn();
  // The company's details too: a CP58 is drawn only with them (decision 63).
  app = await startTestApp({ env: { ...brevo.env, ...COMPANY_SETTINGS } });
  fixture = await setUpFixture(app);
  worker = startTestWorker(app);
  // A team member whose profile was saved with links and without categories, as the form can.
  await app.sql(`UPDATE profiles SET details = details || $2::jsonb WHERE member_id = $1`, [
    fixture.teamMemberId,
    JSON.stringify({
      socialMediaLinks: {
        instagram: { profileLink: null, profileName: "recruit.eats", followers: 1200 },
        tiktok: { profileName: "", followers: null },
      },
      influencerCategories: null,
      languages: ["English"],
      bio: "Food",
      gender: "female",
    }),
  ]);
});
afterAll(async () => {
  await worker?.stop();
  await app?.close();
  await brevo?.close();
});

const strictly = (schema: Schema.Top, value: unknown) =>
  Schema.decodeUnknownExit(schema as unknown as Schema.ConstraintDecoder<unknown>, {
    onExcessProperty: "error",
    errors: "all",
  })(value);

const caller = async (route: ApiRoute) => {
  const row = designOf(`${route.method} ${route.path}`);
  const kind = route.access === "admin" ? "admin" : "member";
  if (row.freshCaller) return fixture.freshAccount(kind);
  return kind === "member" ? fixture.owner : fixture.admin;
};

describe("answers as the contract describes them", () => {
  it("covers every route of the access table", () => {
    const declared = API_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(Object.keys(ROUTE_ACCESS).filter((key) => !declared.includes(key))).toEqual([]);
  });

  for (const route of API_ROUTES) {
    const key = `${route.method} ${route.path}`;
    it(
      key,
      async () => {
        const row = designOf(key);
        const account = await caller(route);
        const answer = await send(
          app.baseUrl,
          toCall(route.method, route.path, (await row.request?.(fixture, account)) ?? {}, account.token),
        );
        // Without a row's valid request, a declared refusal of bad input is an answer too.
        const refusal = ROUTE_ACCESS[key] === undefined && route.errors?.includes(answer.status as never);
        const designed = refusal
          ? { status: answer.status, schema: ErrorBody, as: "json" as const }
          : route.answers.find((a) => a.status === answer.status);
        expect(designed, `${key} answered ${answer.status}: ${answer.text.slice(0, 300)}`).toBeDefined();
        if (answer.type.startsWith("application/json")) {
          const decoded = strictly(designed!.schema, answer.json);
          expect(decoded._tag === "Success" ? "fits" : String(decoded.cause), key).toBe("fits");
        } else {
          expect(designed!.as, `${key} answered ${answer.type}`).toMatch(/html|csv|pdf/);
        }
        if (row.anonymous === 401) {
          const refused = await send(
            app.baseUrl,
            toCall(route.method, route.path, (await row.request?.(fixture, null)) ?? {}, null),
          );
          expect(strictly(ErrorBody, refused.json)._tag, `${key} refused`).toBe("Success");
        }
      },
      60_000,
    );
  }
});
