import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ValidationError } from "../../platform/http/errors.ts";

// Images are recognised by their first bytes, never by the name or the declared type.
const SIGNATURES: ReadonlyArray<{ type: string; ext: string; test: (b: Buffer) => boolean }> = [
  {
    type: "image/png",
    ext: "png",
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: "image/jpeg", ext: "jpg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: "image/gif",
    ext: "gif",
    test: (b) => b.subarray(0, 6).toString("latin1") === "GIF87a" || b.subarray(0, 6).toString("latin1") === "GIF89a",
  },
  {
    type: "image/webp",
    ext: "webp",
    test: (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  },
];

export const sniffImage = (bytes: Buffer) => SIGNATURES.find((s) => s.test(bytes)) ?? null;

export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

const invalid = (message: string) => new ValidationError({ error: message, fields: { profilePicture: message } });

/** Stores a data-URL picture under uploads/avatars and returns its public path. */
export const storePicture = (dataUrl: string, uploadsDir: string, memberId: number): string => {
  const match = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!match) throw invalid("Invalid file type: Please select an image file");
  const bytes = Buffer.from(match[2]!, "base64");
  if (bytes.length > PICTURE_MAX_BYTES) throw invalid("File too large: Please select an image smaller than 2MB");
  const kind = sniffImage(bytes);
  if (!kind) throw invalid("Invalid file type: Please select an image file");
  const dir = path.join(uploadsDir, "avatars");
  fs.mkdirSync(dir, { recursive: true });
  const name = `${memberId}-${crypto.randomBytes(8).toString("hex")}.${kind.ext}`;
  fs.writeFileSync(path.join(dir, name), bytes);
  return `/uploads/avatars/${name}`;
};

/** Removes a picture storePicture wrote, when the save it was for did not happen. */
export const removePicture = (publicPath: string, uploadsDir: string): void => {
  fs.rmSync(path.join(uploadsDir, "avatars", path.basename(publicPath)), { force: true });
};
