import { queryOptions } from "@tanstack/react-query";
import { monthOf, yearOf, type Period } from "../../../../domain/period.ts";
import type { CloseResult, PaidResult, ReconcileReport, ReissueResult } from "../../../../domain/contract/payouts.ts";
import type { PaymentFormat } from "../../../../domain/payment-file.ts";
import { api, schemaOf } from "../../../lib/api.ts";

// A member's payout for a closed month, with the bank details the admin pays it to, and what
// closing a month, marking one paid or applying the bank's result file answers, as the contract
// (domain/contract/payouts.ts) says.
export type {
  AdminPayout as Payout,
  CloseResult,
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

/** The month's payment file (docs/payouts.md): given once per issue, a second download is a 409. */
export const bankFilePath = (period: Period, format: PaymentFormat) =>
  `/api/admin/payouts/bank-file?${periodQuery(period)}&format=${encodeURIComponent(format)}`;

/** Allows one more download of the month's payment file; the reason goes to the data-access log. */
export async function reissueBankFile({ period, reason }: { period: Period; reason: string }): Promise<ReissueResult> {
  return api.request(
    "POST",
    "/api/admin/payouts/bank-file/reissue",
    { month: monthOf(period), year: yearOf(period), reason },
    { schema: schemaOf(contract, "ReissueResult") },
  );
}

export async function closeMonth(period: Period): Promise<CloseResult> {
  return api.request(
    "POST",
    "/api/admin/payouts/close",
    { month: monthOf(period), year: yearOf(period) },
    { schema: schemaOf(contract, "CloseResult") },
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
