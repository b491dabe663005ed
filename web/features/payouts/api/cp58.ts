import { cp58Api } from "../../../../domain/contract/routes/cp58.ts";
import { cp58FileName } from "../../../../domain/cp58.ts";
import { api } from "../../../lib/api.ts";
import { saveAnswer } from "../../../lib/download.ts";

// The member's CP58 of a year that has ended, a PDF the server draws (decision 63).
export const downloadCp58 = async (year: number): Promise<void> =>
  saveAnswer(await api.fetchRoute(cp58Api.mine, { query: { year } }), cp58FileName(year));
