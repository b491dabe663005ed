// Saves content as a file, through a temporary object URL.
function save(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next turn: some browsers read the URL only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves text the browser built itself as a file. */
export function downloadFile(fileName: string, content: string, type: string): void {
  save(fileName, new Blob([content], { type }));
}

/** Saves what the API answered (fetched with the session's token) as a file. */
export async function saveAnswer(response: Response, fileName: string): Promise<void> {
  save(fileName, await response.blob());
}
