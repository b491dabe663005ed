import { queryOptions } from "@tanstack/react-query";
import { monthOf, yearOf, type Period } from "../../../../domain/period.ts";
import type {
  ClosePreview,
  CloseResult,
  FailedResult,
  IssueResult,
  PaidResult,
  ReconcileReport,
  ReissueResult,
} from "../../../../domain/contract/payouts.ts";
import type { PaymentFormat } from "../../../../domain/payment-file.ts";
import { api, ApiError, schemaOf } from "../../../lib/api.ts";

// A member's payout for a closed month, with the bank details the admin pays it to, and what
// closing a month, marking one paid or applying the bank's result file answers, as the contract
// (domain/contract/payouts.ts) says.
export type {
  AdminPayout as Payout,
  BankFilePreview,
  ClosePreview,
  CloseResult,
  FailedResult,
  IssueResult,
  PaidResult,
  ReconcileReport,
  ReissueResult,
} from "../../../../domain/contract/payouts.ts";
export type { PaymentFormat } from "../../../../domain/payment-file.ts";
const contract = () => import("../../../../domain/contract/payouts.ts");

const periodQuery = (period: Period) => `month=${monthOf(period)}&year=${yearOf(period)}`;

export const payoutsQueryOptions = (period: Period) =>
  queryOptions({
    queryKey: [`/api/admin/payouts?${periodQuery(period)}`],
    queryFn: api.queryFn({ schema: schemaOf(contract, "AdminPayouts") }),
  });

/** What closing the month would issue now; fetched afresh each time the dialog opens. */
export const closePreviewQueryOptions = (period: Period) =>
  queryOptions({
    queryKey: [`/api/admin/payouts/close-preview?${periodQuery(period)}`],
    queryFn: api.queryFn({ schema: schemaOf(contract, "ClosePreview") }),
    staleTime: 0,
  });

/** What issuing the month's payment file would write now, and the file this issue holds already. */
export const bankFilePreviewQueryOptions = (period: Period) =>
  queryOptions({
    queryKey: [`/api/admin/payouts/bank-file/preview?${periodQuery(period)}`],
    queryFn: api.queryFn({ schema: schemaOf(contract, "BankFilePreview") }),
    staleTime: 0,
  });

/** An issued file: the same bytes on every download (docs/payouts.md). */
export const bankFilePath = (id: string) => `/api/admin/payouts/bank-file/${encodeURIComponent(id)}`;

/** Writes the month's payment file, bound to the preview the admin confirmed (`digest`). */
export async function issueBankFile({
  period,
  format,
  digest,
}: {
  period: Period;
  format: PaymentFormat;
  digest: string;
}): Promise<IssueResult> {
  return api.request(
    "POST",
    "/api/admin/payouts/bank-file",
    { month: monthOf(period), year: yearOf(period), format, digest },
    { schema: schemaOf(contract, "IssueResult") },
  );
}

/** Opens one more issue of the month's payment file; the reason goes to the data-access log. */
export async function reissueBankFile({ period, reason }: { period: Period; reason: string }): Promise<ReissueResult> {
  return api.request(
    "POST",
    "/api/admin/payouts/bank-file/reissue",
    { month: monthOf(period), year: yearOf(period), reason },
    { schema: schemaOf(contract, "ReissueResult") },
  );
}

/** Closes the month bound to the preview shown: 409 `close_changed` with the new one otherwise. */
export async function closeMonth({ period, digest }: { period: Period; digest: string }): Promise<CloseResult> {
  return api.request(
    "POST",
    "/api/admin/payouts/close",
    { month: monthOf(period), year: yearOf(period), digest },
    { schema: schemaOf(contract, "CloseResult") },
  );
}

/** The new preview a refused close carries, or null for any other failure. */
export function changedPreview(error: unknown): ClosePreview | null {
  const body = refusalBody(error);
  return body?.["code"] === "close_changed" ? (body["preview"] as ClosePreview) : null;
}

/** A payment-file refusal's code and the facts it names (the file and when it was issued). */
export function refusalBody(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const body: unknown = JSON.parse(error.message.replace(/^\d{3}: /, ""));
    return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function markFailed({ id, reason }: { id: string; reason: string }): Promise<FailedResult> {
  return api.request(
    "POST",
    `/api/admin/payouts/${encodeURIComponent(id)}/failed`,
    { reason },
    { schema: schemaOf(contract, "FailedResult") },
  );
}

export async function markPaid({ id, reference }: { id: string; reference: string }): Promise<PaidResult> {
  return api.request(
    "POST",
    `/api/admin/payouts/${encodeURIComponent(id)}/paid`,
    { reference },
    { schema: schemaOf(contract, "PaidResult") },
  );
}

/**
 * The bank's result file (CSV: reference,status,bank_reference), sent as the server reads it,
 * with the month on screen: a line for a payout of another month refuses the file.
 */
export async function uploadBankResult({ file, period }: { file: File; period: Period }): Promise<ReconcileReport> {
  const form = new FormData();
  form.append("month", String(monthOf(period)));
  form.append("year", String(yearOf(period)));
  form.append("file", file);
  return api.request("POST", "/api/admin/payouts/reconcile", form, { schema: schemaOf(contract, "ReconcileReport") });
}
