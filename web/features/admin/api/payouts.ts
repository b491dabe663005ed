import { queryOptions, type QueryKey } from "@tanstack/react-query";
import type { ClosePreview } from "../../../../domain/contract/payouts.ts";
import { paymentFilesApi } from "../../../../domain/contract/routes/payment-files.ts";
import { payoutsApi } from "../../../../domain/contract/routes/payouts.ts";
import { settlementApi } from "../../../../domain/contract/routes/settlement.ts";
import type { PaymentFormat } from "../../../../domain/payment-file.ts";
import { monthOf, yearOf, type Period } from "../../../../domain/period.ts";
import { api, ApiError, isQueryOf } from "../../../lib/api.ts";

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

const periodQuery = (period: Period) => ({ month: monthOf(period), year: yearOf(period) });

export const payoutsQueryOptions = (period: Period) =>
  queryOptions(api.query(payoutsApi.list, { query: periodQuery(period) }));

/** What closing the month would issue now; fetched afresh each time the dialog opens. */
export const closePreviewQueryOptions = (period: Period) =>
  queryOptions({ ...api.query(payoutsApi.closePreview, { query: periodQuery(period) }), staleTime: 0 });

/** What issuing the month's payment file would write now, and the file this issue holds already. */
export const bankFilePreviewQueryOptions = (period: Period) =>
  queryOptions({ ...api.query(paymentFilesApi.preview, { query: periodQuery(period) }), staleTime: 0 });

/** The admin's payouts queries of any month, which the money actions refresh. */
export const isPayoutsQuery = (key: QueryKey): boolean =>
  [payoutsApi.list, payoutsApi.closePreview, paymentFilesApi.preview].some((endpoint) => isQueryOf(endpoint, key));

/** An issued file: the same bytes on every download (docs/payouts.md). */
export const fetchBankFile = (id: string) => api.fetchRoute(paymentFilesApi.download, { params: { id } });

/** Writes the month's payment file, bound to the preview the admin confirmed (`digest`). */
export const issueBankFile = ({ period, format, digest }: { period: Period; format: PaymentFormat; digest: string }) =>
  api.call(paymentFilesApi.issue, { body: { ...periodQuery(period), format, digest } });

/** Opens one more issue of the month's payment file; the reason goes to the data-access log. */
export const reissueBankFile = ({ period, reason }: { period: Period; reason: string }) =>
  api.call(paymentFilesApi.reissue, { body: { ...periodQuery(period), reason } });

/** Closes the month bound to the preview shown: 409 `close_changed` with the new one otherwise. */
export const closeMonth = ({ period, digest }: { period: Period; digest: string }) =>
  api.call(payoutsApi.close, { body: { ...periodQuery(period), digest } });

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

export const markFailed = ({ id, reason }: { id: string; reason: string }) =>
  api.call(settlementApi.failed, { params: { id }, body: { reason } });

export const markPaid = ({ id, reference }: { id: string; reference: string }) =>
  api.call(settlementApi.paid, { params: { id }, body: { reference } });

/**
 * The bank's result file (CSV: reference,status,bank_reference), sent as the server reads it,
 * with the month on screen: a line for a payout of another month refuses the file.
 */
export function uploadBankResult({ file, period }: { file: File; period: Period }) {
  const form = new FormData();
  form.append("month", String(monthOf(period)));
  form.append("year", String(yearOf(period)));
  form.append("file", file);
  return api.call(settlementApi.reconcile, { body: form });
}
