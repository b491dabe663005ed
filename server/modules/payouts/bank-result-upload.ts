import { Effect } from "effect";
import type { Request, Response } from "express";
import multer from "multer";
import type { BodyLimit } from "../../platform/http/body-limit.ts";
import { PeriodQuery } from "../../../domain/contract/http.ts";
import { makePeriod, type Period } from "../../../domain/period.ts";
import { ValidationError } from "../../platform/http/errors.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import { BANK_RESULT_MAX_BYTES, malformed, readBankResult, type ResultLine } from "./bank-result.ts";

// Reads the bank's result upload: multipart/form-data with the bank's result file in
// the field `file`, held in memory up to 1 MB and no further (the parser stops keeping bytes at
// the limit and drains the rest), then read by bank-result.ts as the CLI reads a file. The
// optional fields `month` and `year` (both or neither) name the month the admin is looking at:
// then a line for a payout of another month refuses the file (reconcile.ts).
const TOO_LARGE = "the file is over 1 MB";

/** The whole request: a body declared far over the file's limit is refused (413) unread. */
export const BANK_RESULT_BODY_LIMIT: BodyLimit = {
  maxBytes: 2 * BANK_RESULT_MAX_BYTES,
  reply: { error: `Invalid bank result file: ${TOO_LARGE}`, fields: { file: TOO_LARGE } },
};

const parser = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: BANK_RESULT_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 50 },
}).single("file");

const SEND_ONE_FILE = "send the bank's result file as multipart/form-data, in the field file";

const failureOf = (error: unknown): ValidationError =>
  (error as { code?: string }).code === "LIMIT_FILE_SIZE" ? malformed(TOO_LARGE) : malformed(SEND_ONE_FILE);

const missing = (field: "month" | "year") =>
  new ValidationError({ error: `Invalid month or year: ${field} is required`, fields: { [field]: "is required" } });

/** The month named by the form's `month` and `year`, or null with neither. */
const monthOfForm = (body: unknown): Effect.Effect<Period | null, ValidationError> =>
  Effect.gen(function* () {
    const form = (body ?? {}) as Record<string, unknown>;
    const { month, year } = yield* decodeInput(
      PeriodQuery,
      "Invalid month or year",
    )({ month: form["month"] || undefined, year: form["year"] || undefined });
    if (month === undefined && year === undefined) return null;
    if (month === undefined) return yield* Effect.fail(missing("month"));
    if (year === undefined) return yield* Effect.fail(missing("year"));
    return makePeriod(Number(year), Number(month));
  });

export const readBankResultUpload = (
  req: Request,
  res: Response,
): Effect.Effect<{ lines: ReadonlyArray<ResultLine>; period: Period | null }, ValidationError> =>
  Effect.gen(function* () {
    const error = yield* Effect.promise(() => new Promise<unknown>((resolve) => parser(req, res, resolve)));
    if (error) return yield* Effect.fail(failureOf(error));
    const period = yield* monthOfForm(req.body);
    if (!req.file) return yield* Effect.fail(malformed(SEND_ONE_FILE));
    return { lines: yield* readBankResult(req.file.buffer), period };
  });
