import { translate } from "../../../lib/i18n/use-t.ts";
import { profileText } from "../i18n.ts";

// The profile picture is checked here before it is read, so a wrong file never leaves the device.
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

// The formats the server recognises by their bytes; anything else would be refused after upload.
export const PICTURE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

export type PictureProblem = { title: string; description: string };

export function pictureProblem(file: { size: number; type: string }): PictureProblem | null {
  if (file.size > PICTURE_MAX_BYTES)
    return {
      title: translate(profileText, "picture.tooLarge"),
      description: translate(profileText, "picture.tooLargeHint"),
    };
  if (!(PICTURE_TYPES as ReadonlyArray<string>).includes(file.type)) {
    return {
      title: translate(profileText, "picture.wrongType"),
      description: translate(profileText, "picture.wrongTypeHint"),
    };
  }
  return null;
}

/** The file as a data URL, the form the server takes a new picture in. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}
