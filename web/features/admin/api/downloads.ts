import { api } from "../../../lib/api.ts";
import { downloadFile } from "../../../lib/download.ts";

// The server names its attachments (income-report-2026-05.csv); the fallback is for an answer
// without that header.
export function attachmentName(contentDisposition: string | null, fallback: string): string {
  const name = /filename="?([^";]+)"?/i.exec(contentDisposition ?? "")?.[1]?.trim();
  return name || fallback;
}

// Admin files need the bearer token, so they are fetched and then saved from memory rather than
// opened as plain links.
export async function saveAttachment(response: Response, fallbackName: string): Promise<void> {
  const type = response.headers.get("Content-Type") ?? "application/octet-stream";
  downloadFile(attachmentName(response.headers.get("Content-Disposition"), fallbackName), await response.text(), type);
}

/** A file at an API path, for the routes still called by path. */
export const downloadFromApi = async (path: string, fallbackName: string): Promise<void> =>
  saveAttachment(await api.request("GET", path), fallbackName);
