import { personalDataApi } from "../../../../domain/contract/routes/personal-data.ts";
import { api } from "../../../lib/api.ts";
import { downloadFile } from "../../../lib/download.ts";

// The member's own data (PDPA): a JSON copy of everything held about them, and erasure.
export const MY_DATA_FALLBACK_NAME = "jemput-my-data.json";

// The file needs the bearer token, so it is fetched and then saved from memory; the server names it.
export async function downloadMyData(): Promise<void> {
  const response = await api.fetchRoute(personalDataApi.dataExport);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? MY_DATA_FALLBACK_NAME;
  downloadFile(name, await response.text(), "application/json");
}

// Answers 400 with { fields: { password } } when the password is wrong; the account stays then.
export async function eraseMyAccount(password: string): Promise<void> {
  await api.call(personalDataApi.erase, { body: { password } });
}
