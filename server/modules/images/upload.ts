import { Data, Effect } from "effect";
import type { Request, Response } from "express";
import multer from "multer";
import type { BodyLimit } from "../../platform/http/body-limit.ts";
import { ValidationError } from "../../platform/http/errors.ts";
import { reencodeImage, sniffImage } from "../profile/picture.ts";

// Reads an admin's brand image upload: one `image` file and a `description`, held in memory up
// to 5 MB and no further (the parser stops counting bytes into memory at the limit and drains
// the rest), then recognised by its first bytes and re-encoded (profile/picture.ts): what is
// stored is the image written afresh, never the bytes sent. Nothing is stored until then.
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The longest side a stored brand image keeps: enough for a post, never enlarged. */
export const IMAGE_MAX_SIDE = 2048;
export const DESCRIPTION_MAX_LENGTH = 500;
export const TOO_LARGE = "File too large - Please select an image smaller than 5MB";
export const INVALID_TYPE = "Invalid file type - Please select an image file (PNG, JPG, GIF)";
/** A whole upload request: the file, a short description and the multipart framing around them. */
export const UPLOAD_BODY_LIMIT: BodyLimit = {
  maxBytes: IMAGE_MAX_BYTES + 64 * 1024,
  reply: { error: TOO_LARGE, fields: { image: TOO_LARGE } },
};

export class FileTooLarge extends Data.TaggedError("FileTooLarge")<{
  readonly fields: Readonly<Record<string, string>>;
}> {
  override get message() {
    return TOO_LARGE;
  }
}

const parser = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: IMAGE_MAX_BYTES,
    files: 1,
    fields: 4,
    fieldSize: 4 * DESCRIPTION_MAX_LENGTH,
    parts: 6,
    headerPairs: 50,
  },
}).single("image");

export interface Upload {
  readonly bytes: Buffer;
  readonly contentType: string;
  readonly ext: string;
  readonly originalName: string;
  readonly description: string;
}

const invalid = (field: string, message: string) =>
  new ValidationError({ error: message, fields: { [field]: message } });

const failureOf = (error: unknown): ValidationError | FileTooLarge => {
  const code = (error as { code?: string }).code;
  if (code === "LIMIT_FILE_SIZE") return new FileTooLarge({ fields: { image: TOO_LARGE } });
  if (code === "LIMIT_UNEXPECTED_FILE" || code === "LIMIT_FILE_COUNT")
    return invalid("image", "Send one file, in the field image");
  if (code === "LIMIT_FIELD_VALUE")
    return invalid("description", `must be at most ${DESCRIPTION_MAX_LENGTH} characters`);
  return invalid("body", "Malformed upload: send multipart/form-data with image and description");
};

/** Keeps a file name readable in the list and harmless anywhere it is shown. */
const cleanName = (name: string): string =>
  name
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f"\\/<>]/g, "")
    .trim()
    .slice(0, 200) || "image";

export const readUpload = (req: Request, res: Response): Effect.Effect<Upload, ValidationError | FileTooLarge> =>
  Effect.gen(function* () {
    const error = yield* Effect.promise(() => new Promise<unknown>((resolve) => parser(req, res, resolve)));
    if (error) return yield* Effect.fail(failureOf(error));
    const file = req.file;
    if (!file) return yield* Effect.fail(invalid("image", "Please select an image file"));
    if (!sniffImage(file.buffer)) return yield* Effect.fail(invalid("image", INVALID_TYPE));
    const rawDescription = (req.body as Record<string, unknown> | undefined)?.["description"];
    const description = typeof rawDescription === "string" ? rawDescription.trim() : "";
    if (rawDescription !== undefined && typeof rawDescription !== "string")
      return yield* Effect.fail(invalid("description", "must be text"));
    if (description.length > DESCRIPTION_MAX_LENGTH)
      return yield* Effect.fail(invalid("description", `must be at most ${DESCRIPTION_MAX_LENGTH} characters`));
    if (description.includes("\u0000"))
      return yield* Effect.fail(invalid("description", "must not contain a NUL character"));
    // Last, as the costliest check: decoding the whole image.
    const image = yield* reencodeImage(file.buffer, IMAGE_MAX_SIDE).pipe(
      Effect.mapError((e) =>
        e.reason === "too-large" ? new FileTooLarge({ fields: { image: TOO_LARGE } }) : invalid("image", INVALID_TYPE),
      ),
    );
    return {
      bytes: image.bytes,
      contentType: image.type,
      ext: image.ext,
      originalName: cleanName(file.originalname),
      description,
    };
  });
