import { Effect } from "effect";
import { DataExport } from "../../../domain/contract/personal-data.ts";
import { personalDataApi } from "../../../domain/contract/routes/personal-data.ts";
import { Database } from "../../platform/db/database.ts";
import { answer, implement } from "../../platform/http/bind.ts";
import { encode } from "../../platform/http/encode.ts";
import { eraseMember, exportData } from "./handlers.ts";
import { dataAccessLog } from "./queries.ts";

// PDPA: a member downloads everything held about them or erases it; admins read who accessed
// or exported members' data.

export const personalDataRoutes = implement(personalDataApi, {
  // A file for people to open, so written out with indents rather than as the binder's JSON.
  dataExport: ({ caller }) =>
    Effect.gen(function* () {
      const data = yield* exportData(caller);
      return answer(200, `${JSON.stringify(encode(DataExport, data), null, 2)}\n`, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="jemput-my-data-${data.exportedAt.slice(0, 10)}.json"`,
      });
    }),
  erase: ({ req, caller, body: { password } }) => eraseMember(caller, password, String(req.id ?? "")),
  accessLog: ({ query: { limit } }) =>
    Effect.gen(function* () {
      return yield* dataAccessLog(yield* Database, Number(limit ?? 100));
    }),
});
