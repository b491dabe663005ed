import type { client } from "./admin.ts";

// A month's payment file as an admin gets it (decision 39): issued with a POST, then downloaded
// by the issue's id. Answers the download, or the refusal of the issue.
type Api = ReturnType<typeof client>;
type Month = { readonly month: number; readonly year: number };

export const issueFile = (api: Api, token: string, month: Month, format?: string) =>
  api.call("POST", "/api/admin/payouts/bank-file", token, { ...month, ...(format ? { format } : {}) });

export const downloadFile = (api: Api, token: string, id: string) =>
  api.call("GET", `/api/admin/payouts/bank-file/${encodeURIComponent(id)}`, token);

export const issueAndDownload = async (api: Api, token: string, month: Month, format?: string) => {
  const issued = await issueFile(api, token, month, format);
  return issued.status === 200 ? downloadFile(api, token, String(issued.json["id"])) : issued;
};
