import { say } from "../operations/i18n.ts";

// The client-side checks for an admin image upload; the server checks the bytes again.
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

export type FileProblem = { readonly title: string; readonly description: string };

// Read when shown, so they speak the language chosen by then.
export const TOO_LARGE: FileProblem = {
  get title() {
    return say("file.tooLarge");
  },
  get description() {
    return say("file.tooLargeDetail");
  },
};
export const INVALID_TYPE: FileProblem = {
  get title() {
    return say("file.invalidType");
  },
  get description() {
    return say("file.invalidTypeDetail");
  },
};

/** Null when the file may be sent. SVG is refused: it can carry scripts. */
export function imageFileProblem(file: Pick<File, "size" | "type">): FileProblem | null {
  if (!(IMAGE_TYPES as ReadonlyArray<string>).includes(file.type)) return INVALID_TYPE;
  if (file.size > IMAGE_MAX_BYTES) return TOO_LARGE;
  return null;
}
