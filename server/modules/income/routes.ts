import { Effect } from "effect";
import { Router } from "express";
import { IncomeLines, IncomeQuery } from "../../../domain/contract/income.ts";
import { makePeriod } from "../../../domain/period.ts";
import { requireMember } from "../credentials/session.ts";
import { Database } from "../../platform/db/database.ts";
import { encode } from "../../platform/http/encode.ts";
import { route } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { ledgerOfMonth } from "./queries.ts";

export const incomeRoutes = (runtime: AppRuntime) =>
  Router().get(
    "/api/income",
    route(runtime, (req) =>
      Effect.gen(function* () {
        const caller = yield* requireMember(req);
        const query = yield* decodeInput(IncomeQuery, "Invalid month or year")(req.query);
        const lines = yield* ledgerOfMonth(
          yield* Database,
          caller.memberId,
          makePeriod(Number(query.year), Number(query.month)),
        );
        return { body: encode(IncomeLines, lines) };
      }),
    ),
  );
