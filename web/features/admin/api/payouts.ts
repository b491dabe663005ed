import { queryOptions } from "@tanstack/react-query";
import { monthOf, yearOf, type Period } from "../../../../domain/period.ts";
import { api } from "../../../lib/api.ts";

// A member's payout for a closed month, with the bank details the admin pays it to.
export type Payout = {
  id: string;
  memberId: number;
  memberName: string;
  email: string | null;
  month: number;
  year: number;
  bankAccountHolderName: string | null;
  bankName: string | null;
  bankAccountNumber: string | null;
  amount: number;
  status: "issued" | "paid";
  reference: string | null;
  issuedAt: string;
  paidAt: string | null;
};

export type CloseResult = { month: number; year: number; issued: number; total: number };

const periodQuery = (period: Period) => `month=${monthOf(period)}&year=${yearOf(period)}`;

export const payoutsQueryOptions = (period: Period) =>
  queryOptions<Payout[]>({ queryKey: [`/api/admin/payouts?${periodQuery(period)}`] });

export const bankFilePath = (period: Period) => `/api/admin/payouts/bank-file?${periodQuery(period)}`;

export async function closeMonth(period: Period): Promise<CloseResult> {
  const response = await api.request("POST", "/api/admin/payouts/close", { month: monthOf(period), year: yearOf(period) });
  return (await response.json()) as CloseResult;
}

export async function markPaid({ id, reference }: { id: string; reference: string }): Promise<{ payout: Payout; changed: boolean }> {
  const response = await api.request("POST", `/api/admin/payouts/${encodeURIComponent(id)}/paid`, { reference });
  return (await response.json()) as { payout: Payout; changed: boolean };
}
