import { Effect, Option, Stream } from "effect";
import type { Request } from "express";
import { AdminMember as AdminMemberAnswer } from "../../../domain/contract/members.ts";
import { periodLabel, periodOf, type Period } from "../../../domain/period.ts";
import { SOCIAL_PLATFORMS } from "../../../domain/profile-options.ts";
import { writeOrRefuse } from "../../../domain/safe-text.ts";
import { Database, type Sql } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { answer } from "../../platform/http/bind.ts";
import { encode } from "../../platform/http/encode.ts";
import { laggingReads } from "../../platform/http/read-your-writes.ts";
import { recordAccess } from "../access-log/store.ts";
import { toCsv } from "../reports/queries.ts";
import { memberPage, type AdminMember } from "./search.ts";

// The member export: every member's admin row (no bank details, birth date or address) as a
// JSON or CSV attachment, written a page at a time so 100,000 members never sit in memory at
// once.
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

// The pages after `first`, each read as the download reaches it: a short page is the last.
const laterPages = (rows: Sql, period: Period, first: ReadonlyArray<AdminMember>) =>
  Stream.paginate(first, (page: ReadonlyArray<AdminMember>) =>
    page.length < PAGE
      ? Effect.succeed([[], Option.none()] as const)
      : Effect.map(memberPage(rows, period, page.at(-1)!.id, PAGE), (next) => [[next], Option.some(next)] as const),
  );

const jsonRows = (page: ReadonlyArray<AdminMember>) =>
  page.map((m) => JSON.stringify(encode(AdminMemberAnswer, m))).join(",\n");
const csvOf = (members: ReadonlyArray<AdminMember>, header: boolean) =>
  toCsv(members.map(flat), CSV_COLUMNS, "member export", header);

/** Every member's row as an attachment, streamed a page at a time. */
export const exportMembers = (req: Request, actorId: number, format: "json" | "csv") =>
  Effect.gen(function* () {
    const period = periodOf(yield* now);
    const db = yield* Database;
    // Logged before the first row leaves: every member's row, however far the download gets.
    yield* recordAccess(db, { actorId, memberId: null, action: "member_export", detail: { format } });
    // The rows may trail the latest writes by a few seconds: the replica when in use. The access
    // entry above is not among what they read.
    const rows = yield* laggingReads(req);
    const first = yield* memberPage(rows, period, 0, PAGE);
    const later = laterPages(rows, period, first);
    // The first page is written before the answer starts, so text no file should hold
    // (UnsafeFileText) is refused with 409 naming the member; on a later page the download is cut.
    const body =
      format === "csv"
        ? Stream.concat(
            Stream.make(yield* writeOrRefuse(() => csvOf(first, true))),
            Stream.map(later, (page) => csvOf(page, false)),
          )
        : first.length === 0
          ? Stream.make("[]\n")
          : Stream.concat(
              Stream.concat(
                Stream.make(`[\n${jsonRows(first)}`),
                Stream.map(later, (page) => (page.length === 0 ? "" : `,\n${jsonRows(page)}`)),
              ),
              Stream.make("\n]\n"),
            );
    return answer(200, body, {
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="members-${periodLabel(period)}.${format}"`,
    });
  });
