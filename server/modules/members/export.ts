import { Cause, Effect, Exit } from "effect";
import type { Request, RequestHandler, Response } from "express";
import { AdminMember as AdminMemberAnswer, ExportQuery } from "../../../domain/contract/members.ts";
import { periodLabel, periodOf } from "../../../domain/period.ts";
import { SOCIAL_PLATFORMS } from "../../../domain/profile-options.ts";
import { requireAdminAction } from "../admin/guard.ts";
import { Database } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { encode } from "../../platform/http/encode.ts";
import { laggingReads } from "../../platform/http/read-your-writes.ts";
import { STATUS_BY_TAG } from "../../platform/http/errors.ts";
import { recordAccess } from "../personal-data/queries.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import { toCsv } from "../reports/queries.ts";
import { writeOrRefuse } from "../../../domain/safe-text.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { memberPage, type AdminMember } from "./search.ts";

// GET /api/super-admin/export-members: every member's admin row (no bank details, birth date or
// address) as a JSON or CSV attachment, written a page at a time so 100,000 members never sit
// in memory at once.
const PAGE = 2_000;

const CSV_COLUMNS = [
  "id",
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "referralId",
  "referredBy",
  "state",
  "city",
  "joinedDate",
  "directRecruits",
  "totalTeamMembers",
  "monthlyIncome",
  "isAdmin",
  "gender",
  "maritalStatus",
  "languages",
  "influencerCategories",
  ...SOCIAL_PLATFORMS.flatMap((p) => [`${p}Username`, `${p}Followers`]),
];

const flat = (m: AdminMember): Record<string, unknown> => {
  const { socialMediaLinks, languages, influencerCategories, ...rest } = m;
  const out: Record<string, unknown> = {
    ...rest,
    languages: languages.join("; "),
    influencerCategories: influencerCategories.join("; "),
  };
  for (const p of SOCIAL_PLATFORMS) {
    out[`${p}Username`] = socialMediaLinks[p]?.profileName ?? "";
    out[`${p}Followers`] = socialMediaLinks[p]?.followers ?? "";
  }
  return out;
};

const writeExport = (req: Request, res: Response) =>
  Effect.gen(function* () {
    const { caller } = yield* requireAdminAction(req);
    const { format = "json" } = yield* decodeInput(
      ExportQuery,
      "Invalid export",
    )({ format: req.query["format"] || undefined });
    const period = periodOf(yield* now);
    const db = yield* Database;
    // Logged before the first row leaves: every member's row, however far the download gets.
    yield* recordAccess(db, { actorId: caller.memberId, memberId: null, action: "member_export", detail: { format } });
    // The rows may trail the latest writes by a few seconds: the replica when in use. The access
    // entry above is not among what they read.
    const rows = yield* laggingReads(req);
    let page = yield* memberPage(rows, period, 0, PAGE);
    // The CSV's first page is written before the answer starts, so text no file should hold
    // (UnsafeFileText) is refused with 409 naming the member; on a later page the download is cut.
    const csvOf = (members: ReadonlyArray<AdminMember>, header: boolean) =>
      toCsv(members.map(flat), CSV_COLUMNS, "member export", header);
    const first = format === "csv" ? yield* writeOrRefuse(() => csvOf(page, true)) : "[";
    res.status(200).set({
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="members-${periodLabel(period)}.${format}"`,
      "Cache-Control": "private, no-store",
    });
    res.write(first);
    let written = 0;
    while (page.length > 0) {
      if (format === "json")
        res.write(
          page.map((m) => `${written++ === 0 ? "\n" : ",\n"}${JSON.stringify(encode(AdminMemberAnswer, m))}`).join(""),
        );
      if (page.length < PAGE) break;
      page = yield* memberPage(rows, period, page.at(-1)!.id, PAGE);
      if (format === "csv") res.write(csvOf(page, false));
    }
    res.end(format === "csv" ? "" : written === 0 ? "]\n" : "\n]\n");
  });

/** Like `route`, but the answer streams: a failure before the first byte maps to its status. */
export const exportMembersHandler =
  (runtime: AppRuntime): RequestHandler =>
  async (req, res, next) => {
    const exit = await runtime.runPromiseExit(writeExport(req, res));
    if (Exit.isSuccess(exit)) return;
    const failure = exit.cause.reasons.find(Cause.isFailReason)?.error as
      { _tag?: string; message?: string; fields?: unknown } | undefined;
    const status = failure?._tag ? STATUS_BY_TAG[failure._tag] : undefined;
    if (res.headersSent) {
      req.log.error({ err: Cause.squash(exit.cause) }, "member export failed part-way");
      res.destroy();
      return;
    }
    if (failure && status !== undefined) {
      res
        .status(status)
        .json(failure.fields ? { error: failure.message, fields: failure.fields } : { error: failure.message });
      return;
    }
    next(Cause.squash(exit.cause));
  };
