import { cp58Api } from "../../../../domain/contract/routes/cp58.ts";
import { cp58FileName } from "../../../../domain/cp58.ts";
import { api } from "../../../lib/api.ts";
import { saveAnswer } from "../../../lib/download.ts";

// A member's CP58 of a year that has ended, for an admin (decision 63); the server logs the look.
export const downloadMemberCp58 = async (memberId: number, year: number): Promise<void> =>
  saveAnswer(
    await api.fetchRoute(cp58Api.member, { params: { id: String(memberId) }, query: { year } }),
    `member-${memberId}-${cp58FileName(year)}`,
  );
