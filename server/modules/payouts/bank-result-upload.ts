import { Effect } from "effect";
import type { Request, Response } from "express";
import multer from "multer";
import type { BodyLimit } from "../../platform/http/body-limit.ts";
import type { ValidationError } from "../../platform/http/errors.ts";
import { BANK_RESULT_MAX_BYTES, malformed, readBankResult, type ResultLine } from "./bank-result.ts";

// Reads POST /api/admin/payouts/reconcile: multipart/form-data with the bank's result file in
// the field `file`, held in memory up to 1 MB and no further (the parser stops keeping bytes at
// the limit and drains the rest), then read by bank-result.ts as the CLI reads a file.
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

export const readBankResultUpload = (
  req: Request,
  res: Response,
): Effect.Effect<ReadonlyArray<ResultLine>, ValidationError> =>
  Effect.gen(function* () {
    const error = yield* Effect.promise(() => new Promise<unknown>((resolve) => parser(req, res, resolve)));
    if (error) return yield* Effect.fail(failureOf(error));
    if (!req.file) return yield* Effect.fail(malformed(SEND_ONE_FILE));
    return yield* readBankResult(req.file.buffer);
  });
