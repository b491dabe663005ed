import { Effect } from "effect";
import { cp58YearAsked } from "../../../domain/cp58.ts";
import { cp58Api } from "../../../domain/contract/routes/cp58.ts";
import { periodOf } from "../../../domain/period.ts";
import { now } from "../../platform/clock/now.ts";
import type { CompanyConfig } from "../../platform/config/einvoice.ts";
import { BankVault } from "../../platform/crypto/bank-vault.ts";
import { Database } from "../../platform/db/database.ts";
import { answer, implement } from "../../platform/http/bind.ts";
import { ValidationError } from "../../platform/http/errors.ts";
import { recordAccess } from "../access-log/store.ts";
import { hit, LIMITS } from "../credentials/rate-limit.ts";
import { fontDirOf, statementFonts, type FontLog } from "../statements/fonts.ts";
import { cp58File } from "./handlers.ts";
import { cp58Payer, PayerSettingsMissing } from "./payer.ts";

// A CP58 as a download: the member's own (the Payouts screen) and any member's for an admin
// (the member details dialog), drawn from the primary as statements are. The year is checked
// first, so a bad one is a 400 naming `year` whatever the settings; then the company's details,
// without which there is no CP58 (409 naming them). An admin's download opens the member's
// identity number and TIN, so it is logged as a look at members' data.

export const CP58_YEAR = "Invalid CP58 year";

const yearOf = (query: { readonly year: unknown }) =>
  Effect.gen(function* () {
    const at = yield* now;
    const asked = cp58YearAsked(query, periodOf(at));
    if (!asked.ok) return yield* Effect.fail(new ValidationError({ error: CP58_YEAR, fields: asked.fields }));
    return { at, year: asked.value.year };
  });

const pdf = (file: { fileName: string; pdf: Buffer }) =>
  answer(200, file.pdf, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${file.fileName}"`,
  });

export const cp58Routes = (company: CompanyConfig, logger: FontLog) => {
  const fonts = statementFonts(fontDirOf(process.env), logger);
  const payer = cp58Payer(company);
  const drawn = (memberId: number, year: number, at: Date) =>
    Effect.gen(function* () {
      if (payer instanceof PayerSettingsMissing) return yield* Effect.fail(payer);
      return yield* cp58File(yield* Database, yield* BankVault, fonts, payer, memberId, year, at);
    });
  return implement(cp58Api, {
    mine: ({ caller, query }) =>
      Effect.gen(function* () {
        yield* hit(yield* Database, LIMITS.statementsPerMember, String(caller.memberId), yield* now);
        const { at, year } = yield* yearOf(query);
        return pdf(yield* drawn(caller.memberId, year, at));
      }),
    member: ({ caller, params, query }) =>
      Effect.gen(function* () {
        const { at, year } = yield* yearOf(query);
        const memberId = Number(params.id);
        const file = yield* drawn(memberId, year, at);
        yield* recordAccess(yield* Database, {
          actorId: caller.memberId,
          memberId,
          action: "cp58_download",
          detail: { year },
        });
        return pdf(file);
      }),
  });
};
