import { Effect } from "effect";
import { cp58Figures, cp58FileName } from "../../../domain/cp58.ts";
import type { Keyring } from "../../platform/crypto/keyring.ts";
import type { Sql } from "../../platform/db/database.ts";
import { NotFound } from "../../platform/http/errors.ts";
import type { StatementFonts } from "../statements/fonts.ts";
import type { Cp58Payer } from "./payer.ts";
import { cp58Lines, cp58Recipient } from "./queries.ts";
import { renderCp58 } from "./render.ts";

// A member's CP58 of a year as a file: their ledger lines of the year, the pure figures of
// domain/cp58.ts and the drawing. The member's and the admin's downloads and the CLI come here.

export const cp58File = Effect.fn("Cp58.file")(function* (
  sql: Sql,
  vault: Keyring,
  fonts: StatementFonts,
  payer: Cp58Payer,
  memberId: number,
  year: number,
  at: Date,
) {
  const recipient = yield* cp58Recipient(sql, vault, memberId);
  if (!recipient) return yield* Effect.fail(new NotFound({ what: "Member" }));
  const figures = cp58Figures(year, yield* cp58Lines(sql, memberId, year));
  const pdf = yield* Effect.tryPromise({
    try: () => renderCp58(fonts, payer, recipient, figures, at),
    catch: (error) => error as Error,
  });
  return { fileName: cp58FileName(year), pdf, recipient, figures };
});
