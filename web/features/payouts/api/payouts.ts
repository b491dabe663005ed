import { queryOptions } from "@tanstack/react-query";
import { api, schemaOf } from "../../../lib/api.ts";

// The member's unpaid balance, their next payout and their payouts (GET /api/payouts/summary;
// amounts in ringgit), as the contract (domain/contract/payouts.ts) describes them.
export type { MemberPayout, MemberReversal, PayoutSummary } from "../../../../domain/contract/payouts.ts";
const contract = () => import("../../../../domain/contract/payouts.ts");

export const payoutSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/payouts/summary"],
    queryFn: api.queryFn({ schema: schemaOf(contract, "PayoutSummary") }),
  });
