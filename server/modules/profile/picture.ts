import { Data, Effect } from "effect";
import sharp from "sharp";
import type { DatabaseShape, Sql } from "../../platform/db/database.ts";
import { ValidationError } from "../../platform/http/errors.ts";
import { moveLegacyFiles } from "../../platform/upload-store/legacy-files.ts";
import { dropUploadNames, putUpload, releaseUploads, type StoredUpload } from "../../platform/upload-store/store.ts";

// Images are recognised by their first bytes, never by the name or the declared type.
const SIGNATURES: ReadonlyArray<{ type: string; ext: string; format: string; test: (b: Buffer) => boolean }> = [
  {
    type: "image/png",
    ext: "png",
    format: "png",
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: "image/jpeg", ext: "jpg", format: "jpeg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: "image/gif",
    ext: "gif",
    format: "gif",
    test: (b) => b.subarray(0, 6).toString("latin1") === "GIF87a" || b.subarray(0, 6).toString("latin1") === "GIF89a",
  },
  {
    type: "image/webp",
    ext: "webp",
    format: "webp",
    test: (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  },
];

export const sniffImage = (bytes: Buffer) => SIGNATURES.find((s) => s.test(bytes)) ?? null;

export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
/** The longest side a stored profile picture keeps; it is shown as a small avatar. */
export const PICTURE_MAX_SIDE = 1024;
// A 50-megapixel phone photo still opens; past that, a file of a few megabytes can declare
// enough pixels to hold hundreds of megabytes of memory while it is decoded.
export const IMAGE_MAX_PIXELS = 50_000_000;

export const INVALID_PICTURE = "Invalid file type: Please select an image file";
export const PICTURE_TOO_LARGE = "File too large: Please select an image smaller than 2MB";

/** Why an upload was not stored: not an image sharp can decode, or more pixels than allowed. */
export class ImageRefused extends Data.TaggedError("ImageRefused")<{ readonly reason: "unreadable" | "too-large" }> {}

export interface Reencoded {
  readonly bytes: Buffer;
  readonly type: string;
  readonly ext: string;
}

/**
 * Decodes an uploaded image and writes it again: turned upright by its EXIF orientation, every
 * piece of metadata dropped (EXIF with its GPS position, XMP, IPTC, comments; the colours are
 * converted to sRGB), no side longer than `maxSide` (never enlarged), and nothing of the upload
 * but its pixels kept, so bytes appended after the image (a script, a ZIP) are gone too.
 * Only the four signatures above get this far: sharp also opens SVG, TIFF and more, which are
 * not accepted. PNG, JPEG and WebP stay what they were. A GIF becomes a PNG of its first frame:
 * its palette loses nothing as PNG, and reading one frame bounds the work (an animated GIF of a
 * few megabytes can hold thousands of full-size frames), where neither an avatar nor a brand
 * image is shown moving.
 */
export const reencodeImage = (bytes: Buffer, maxSide: number): Effect.Effect<Reencoded, ImageRefused> =>
  Effect.tryPromise({
    try: async () => {
      const kind = sniffImage(bytes);
      if (!kind) throw new ImageRefused({ reason: "unreadable" });
      // 'error' refuses damaged and truncated pixel data; a mere warning (a PNG's odd colour
      // profile, common from editors) is no risk, as the pixels are written afresh anyway.
      const options = { failOn: "error", limitInputPixels: IMAGE_MAX_PIXELS } as const;
      // The header alone, so the pixel count is read (and refused) before any pixel is.
      const meta = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
      if (meta.format !== kind.format || !meta.width || !meta.height) throw new ImageRefused({ reason: "unreadable" });
      if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw new ImageRefused({ reason: "too-large" });
      const image = sharp(bytes, { ...options, autoOrient: true }).resize(maxSide, maxSide, {
        fit: "inside",
        withoutEnlargement: true,
      });
      if (kind.format === "jpeg")
        return { bytes: await image.jpeg({ quality: 85 }).toBuffer(), type: kind.type, ext: kind.ext };
      if (kind.format === "webp")
        return { bytes: await image.webp({ quality: 85 }).toBuffer(), type: kind.type, ext: kind.ext };
      return { bytes: await image.png().toBuffer(), type: "image/png", ext: "png" };
    },
    catch: (error) => (error instanceof ImageRefused ? error : new ImageRefused({ reason: "unreadable" })),
  });

const invalid = (message: string) => new ValidationError({ error: message, fields: { profilePicture: message } });

const AVATARS = "avatars";

/** A data-URL picture checked and written afresh: what would be kept, nothing kept yet. */
export const readPicture = (dataUrl: string): Effect.Effect<Reencoded, ValidationError> =>
  Effect.gen(function* () {
    const match = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
    if (!match) return yield* Effect.fail(invalid(INVALID_PICTURE));
    const bytes = Buffer.from(match[2]!, "base64");
    if (bytes.length > PICTURE_MAX_BYTES) return yield* Effect.fail(invalid(PICTURE_TOO_LARGE));
    return yield* reencodeImage(bytes, PICTURE_MAX_SIDE).pipe(
      Effect.mapError((e) => invalid(e.reason === "too-large" ? PICTURE_TOO_LARGE : INVALID_PICTURE)),
    );
  });

/** The URL a kept picture is answered with: named by its hash, so cached for good. */
export const pictureUrl = (stored: StoredUpload) => `/uploads/${AVATARS}/${stored.name}`;

/** Keeps the picture in the caller's transaction, which writes the URL and hash into the profile. */
export const keepPicture = (tx: Sql, image: Reencoded) =>
  Effect.map(putUpload(tx, image.bytes, image.type), (stored) => ({ url: pictureUrl(stored), hash: stored.hash }));

/**
 * Lets go of what a member no longer shows, in the transaction that stopped showing it: the
 * pictures `hashes` name and every name of theirs from before uploads moved into the database
 * ("avatars/<member id>-<random>", upload_names). Each blob goes once nothing else refers to
 * it; another member's identical picture keeps it.
 */
export const dropMemberPictures = (tx: Sql, memberId: number, hashes: ReadonlyArray<string | null>) =>
  Effect.gen(function* () {
    yield* dropUploadNames(tx, `${AVATARS}/${memberId}-%`);
    yield* releaseUploads(tx, hashes);
  });

/** Start-up: moves picture files left under UPLOADS_DIR/avatars into the database, profiles pointed at them. */
export const movePictureFiles = (db: DatabaseShape, uploadsDir: string) =>
  moveLegacyFiles(db, uploadsDir, {
    folder: AVATARS,
    typeOf: (bytes) => sniffImage(bytes)?.type ?? null,
    rewrite: (tx, oldName, stored) =>
      tx.query(`UPDATE profiles SET profile_picture = $2, picture_hash = $3 WHERE profile_picture = $1`, [
        `/uploads/${oldName}`,
        pictureUrl(stored),
        stored.hash,
      ]),
  });
