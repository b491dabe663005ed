// The client-side checks for an admin image upload; the server checks the bytes again.
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

export type FileProblem = { title: string; description: string };

export const TOO_LARGE: FileProblem = {
  title: "File too large",
  description: "Please select an image smaller than 5MB",
};
export const INVALID_TYPE: FileProblem = {
  title: "Invalid file type",
  description: "Please select an image file (PNG, JPG, GIF)",
};

/** Null when the file may be sent. SVG is refused: it can carry scripts. */
export function imageFileProblem(file: Pick<File, "size" | "type">): FileProblem | null {
  if (!(IMAGE_TYPES as ReadonlyArray<string>).includes(file.type)) return INVALID_TYPE;
  if (file.size > IMAGE_MAX_BYTES) return TOO_LARGE;
  return null;
}
