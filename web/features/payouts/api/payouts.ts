import { queryOptions } from "@tanstack/react-query";
import { payoutsApi } from "../../../../domain/contract/routes/payouts.ts";
import { api } from "../../../lib/api.ts";

// The member's unpaid balance (with what of it is pending), their next payout and their payouts
// (amounts in ringgit).
export type {
  MemberPayout,
  MemberReversal,
  PayoutSummary,
  PendingAmount,
} from "../../../../domain/contract/payouts.ts";

export const payoutSummaryQueryOptions = () => queryOptions(api.query(payoutsApi.summary));
