import { queryOptions } from "@tanstack/react-query";
import type { ConfirmFlagBody, RiskFlag, RiskFlagResult, RiskFlagStatus } from "../../../../domain/contract/risk.ts";
import { riskApi } from "../../../../domain/contract/routes/risk.ts";
import { api } from "../../../lib/api.ts";
import { sharedSignals } from "../utils/risk-format.ts";

// Fraud flags, the members and referral links each involves, and the decisions on them, as the
// contract (domain/contract/risk.ts) describes them. An open flag holds its members' payouts.
export type {
  RiskFlag,
  RiskFlagDetail,
  RiskFlagResult,
  RiskFlagStatus,
  RiskLink,
  RiskMember,
  RiskPost,
} from "../../../../domain/contract/risk.ts";

export type RiskFilter = RiskFlagStatus | "all";

/**
 * A flag with what its members share in words ("bank account, device"), from the names the
 * rules use themselves (domain/risk/words.ts).
 */
export type RiskFlagItem = RiskFlag & { sharedLabel: string };

/** The queue under one status, open flags first; or every flag of one member. */
export const riskFlagsQueryOptions = (status: RiskFilter, memberId?: number) => {
  const { queryKey, queryFn } = api.query(riskApi.list, { query: { status, memberId } });
  return queryOptions({
    queryKey,
    queryFn: async (context): Promise<RiskFlagItem[]> => {
      const flags = await queryFn(context);
      return flags.map((flag) => ({ ...flag, sharedLabel: sharedSignals(flag.shared) }));
    },
  });
};

/** One flag with its members' approved posts, which a confirmation may reverse. */
export const riskFlagQueryOptions = (flagId: string) => queryOptions(api.query(riskApi.get, { params: { flagId } }));

export const clearFlag = ({ flagId, reason }: { flagId: string; reason: string }): Promise<RiskFlagResult> =>
  api.call(riskApi.clear, { params: { flagId }, body: { reason } });

export const confirmFlag = ({ flagId, ...body }: { flagId: string } & ConfirmFlagBody): Promise<RiskFlagResult> =>
  api.call(riskApi.confirm, { params: { flagId }, body });
