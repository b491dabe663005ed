import { queryOptions } from "@tanstack/react-query";
import { payoutsApi } from "../../../../domain/contract/routes/payouts.ts";
import { api } from "../../../lib/api.ts";

// The member's unpaid balance, their next payout and their payouts (amounts in ringgit).
export type { MemberPayout, MemberReversal, PayoutSummary } from "../../../../domain/contract/payouts.ts";

export const payoutSummaryQueryOptions = () => queryOptions(api.query(payoutsApi.summary));
