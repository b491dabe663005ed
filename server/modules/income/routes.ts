import { Effect } from "effect";
import { incomeApi } from "../../../domain/contract/routes/income.ts";
import { periodNamed } from "../../../domain/period.ts";
import { Database } from "../../platform/db/database.ts";
import { implement } from "../../platform/http/bind.ts";
import { ledgerOfMonth } from "./queries.ts";

export const incomeRoutes = implement(incomeApi, {
  lines: ({ caller, query }) =>
    Effect.gen(function* () {
      return yield* ledgerOfMonth(yield* Database, caller.memberId, periodNamed(query));
    }),
});
