import { Schema } from "effect";
import { Count, Instant } from "./http.ts";

// Brand images admins upload for members to share, served at /uploads/{filename}.

export const BrandImage = Schema.Struct({
  id: Count,
  filename: Schema.String,
  originalName: Schema.String,
  description: Schema.String,
  createdAt: Instant,
  url: Schema.String,
}).annotate({ identifier: "BrandImage" });
export type BrandImage = typeof BrandImage.Type;
export const BrandImages = Schema.Struct({ images: Schema.Array(BrandImage) });

/** As admins see it: who uploaded it and its size, besides what members see. */
export const AdminImage = Schema.Struct({
  id: Count,
  filename: Schema.String,
  originalName: Schema.String,
  description: Schema.String,
  contentType: Schema.String,
  sizeBytes: Count,
  uploadedBy: Schema.NullOr(Count),
  uploadedByName: Schema.NullOr(Schema.String),
  createdAt: Instant,
  url: Schema.String,
}).annotate({ identifier: "AdminImage" });
export type AdminImage = typeof AdminImage.Type;
export const AdminImages = Schema.Struct({ images: Schema.Array(AdminImage) });

/**
 * An upload takes multipart/form-data: `image`, a PNG, JPEG, GIF or WebP (told by its bytes)
 * of at most 5 MB, and an optional `description`.
 */
export const UploadForm = Schema.Struct({
  image: Schema.String.annotate({ contentMediaType: "application/octet-stream", description: "The image file" }),
  description: Schema.optionalKey(Schema.String),
});

export const ImageIdParams = Schema.Struct({ id: Schema.String });

export const DeletedImage = Schema.Struct({ id: Count, filename: Schema.String });
