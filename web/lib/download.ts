// Saves text the browser built itself as a file, through a temporary object URL.
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next turn: some browsers read the URL only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
