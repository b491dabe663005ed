import { Data } from "effect";
import { periodLabel } from "../../../domain/period.ts";

// How payment files are named to clients and refused. A refusal is a 409 with words the admin can
// act on and a `code` (with the facts it names) the web app words in the reader's language; a
// time in it is Malaysian time, as the admins read every other time.

export type RefusalCode =
  "not_closed" | "payer_missing" | "already_issued" | "nothing_payable" | "file_changed" | "not_issued" | "not_kept";

export class PaymentFileRefused extends Data.TaggedError("PaymentFileRefused")<{
  readonly code: RefusalCode;
  readonly reason: string;
  /** What the refusal names, for the client to word (the file and when it was issued). */
  readonly facts?: Readonly<Record<string, string | number>>;
}> {
  override get message() {
    return this.reason;
  }
}

/** An issue's id in the API: its month and number, `202611-2`. */
export const issueId = (period: number, seq: number) => `${period}-${seq}`;

/** The month and issue an id names, or null for anything else. */
export const parseIssueId = (id: string): { period: number; seq: number } | null => {
  const match = /^(\d{4}(?:0[1-9]|1[0-2]))-([1-9]\d{0,5})$/.exec(id);
  return match ? { period: Number(match[1]), seq: Number(match[2]) } : null;
};

/** What a kept file is sealed against (decision 20): its own name, so no other row opens it. */
export const fileContext = (fileName: string) => `payment-file:${fileName}`;

const MALAYSIAN_TIME = new Intl.DateTimeFormat("en-MY", {
  timeZone: "Asia/Kuala_Lumpur",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "3 December 2026 at 10:15 am (Malaysian time)". */
export const malaysianTime = (at: Date) => `${MALAYSIAN_TIME.format(at)} (Malaysian time)`;

export const refusedAsIssued = (
  period: number,
  issue: { seq: number; file_name: string | null; downloaded_at: Date | null },
) =>
  new PaymentFileRefused({
    code: "already_issued",
    reason:
      `The payment file for ${periodLabel(period)} was already issued (${issue.file_name}, ` +
      `${malaysianTime(issue.downloaded_at!)}). Download that file again, or re-issue it with a reason to write a new one.`,
    facts: {
      id: issueId(period, issue.seq),
      fileName: issue.file_name!,
      issuedAt: issue.downloaded_at!.toISOString(),
    },
  });
