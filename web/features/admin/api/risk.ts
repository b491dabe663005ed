import { queryOptions } from "@tanstack/react-query";
import type { ConfirmFlagBody, RiskFlag, RiskFlagResult, RiskFlagStatus } from "../../../../domain/contract/risk.ts";
import { api, schemaOf } from "../../../lib/api.ts";
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
const contract = () => import("../../../../domain/contract/risk.ts");

export type RiskFilter = RiskFlagStatus | "all";

/**
 * A flag with what its members share in words ("bank account, device"), from the names the
 * rules use themselves (domain/risk/words.ts).
 */
export type RiskFlagItem = RiskFlag & { sharedLabel: string };

export const riskFlagsPath = (status: RiskFilter, memberId?: number): string =>
  `/api/admin/risk-flags?status=${status}${memberId === undefined ? "" : `&memberId=${memberId}`}`;

const fetchFlags = api.queryFn({ schema: schemaOf(contract, "RiskFlags") });

/** The queue under one status, open flags first; or every flag of one member. */
export const riskFlagsQueryOptions = (status: RiskFilter, memberId?: number) =>
  queryOptions({
    queryKey: [riskFlagsPath(status, memberId)],
    queryFn: async (context): Promise<RiskFlagItem[]> => {
      const flags = await fetchFlags(context);
      return flags.map((flag) => ({ ...flag, sharedLabel: sharedSignals(flag.shared) }));
    },
  });

/** One flag with its members' approved posts, which a confirmation may reverse. */
export const riskFlagQueryOptions = (flagId: string) =>
  queryOptions({
    queryKey: [`/api/admin/risk-flags/${encodeURIComponent(flagId)}`],
    queryFn: api.queryFn({ schema: schemaOf(contract, "RiskFlagDetail") }),
  });

const decide = (flagId: string, decision: "clear" | "confirm", body: object): Promise<RiskFlagResult> =>
  api.request("POST", `/api/admin/risk-flags/${encodeURIComponent(flagId)}/${decision}`, body, {
    schema: schemaOf(contract, "RiskFlagResult"),
  });

export const clearFlag = ({ flagId, reason }: { flagId: string; reason: string }) =>
  decide(flagId, "clear", { reason });

export const confirmFlag = ({ flagId, ...body }: { flagId: string } & ConfirmFlagBody) =>
  decide(flagId, "confirm", body);
