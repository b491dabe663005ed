import { api, schemaOf } from "../../../lib/api.ts";

// Signing a member out on every device (domain/contract/admin-sessions.ts). The answer is how
// many sessions ended; an admin naming themself keeps the session the panel runs on.
const contract = () => import("../../../../domain/contract/admin-sessions.ts");

export const endMemberSessionsPath = (memberId: number) => `/api/admin/members/${memberId}/sessions/end`;

/** Ends every open session of the member's: how many ended. */
export const endMemberSessions = async (memberId: number): Promise<number> =>
  (
    await api.request("POST", endMemberSessionsPath(memberId), undefined, {
      schema: schemaOf(contract, "MemberSessionsEnded"),
    })
  ).ended;
