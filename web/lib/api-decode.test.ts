import { QueryClient } from "@tanstack/react-query";
import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { dashboardApi } from "../../domain/contract/routes/dashboard.ts";
import { createApi, decode } from "./api.ts";
import { authAtom } from "./auth.ts";

const STATS = {
  totalIncome: 230.5,
  personalIncome: 200,
  level1Override: 30,
  level2Override: 0.5,
  reversals: 0,
  teamSize: 3,
  postsThisMonth: 1,
  postsLastMonth: 0,
};

function setup(answer: unknown) {
  const store = createStore();
  store.set(authAtom, { token: "tok-1", user: { firstName: "Aisyah" } });
  return createApi({ store, fetch: async () => Response.json(answer) });
}

describe("answers decoded with the contract", () => {
  it("gives a request's answer as the schema decodes it", async () => {
    const api = setup({ ...STATS, unknownKey: true });
    expect(await api.call(dashboardApi.stats)).toEqual(STATS);
  });

  it("gives a query's answer as the schema decodes it", async () => {
    const api = setup(STATS);
    const data = await new QueryClient().fetchQuery(api.query(dashboardApi.stats));
    expect(data).toEqual(STATS);
  });

  it("refuses an answer that is not what the contract says, naming the path and the field", async () => {
    const api = setup({ ...STATS, teamSize: "three" });
    await expect(api.call(dashboardApi.stats)).rejects.toThrow(
      /Unexpected answer from \/api\/dashboard\/stats: [\s\S]*teamSize/,
    );
    await expect(
      decode(api.answerSchema(dashboardApi.activities), [{ id: 1 }], "/api/dashboard/activities"),
    ).rejects.toThrow(/Unexpected answer/);
  });
});
