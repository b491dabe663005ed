import { adminSessionsApi } from "../../../../domain/contract/routes/admin-sessions.ts";
import { api } from "../../../lib/api.ts";

// Signing a member out on every device (domain/contract/admin-sessions.ts). The answer is how
// many sessions ended; an admin naming themself keeps the session the panel runs on.

/** Ends every open session of the member's: how many ended. */
export const endMemberSessions = async (memberId: number): Promise<number> =>
  (await api.call(adminSessionsApi.endAll, { params: { id: String(memberId) } })).ended;
