import { Effect } from "effect";
import { imagesApi } from "../../../domain/contract/routes/images.ts";
import { Database } from "../../platform/db/database.ts";
import { answer, implement } from "../../platform/http/bind.ts";
import { NotFound } from "../../platform/http/errors.ts";
import { deleteImage, listImages, storeImage } from "./handlers.ts";
import { readUpload } from "./upload.ts";

// Brand images for members to share. The binder checks the caller before a byte of an upload
// is read.
export const imagesRoutes = implement(imagesApi, {
  upload: ({ req, res, caller }) =>
    Effect.gen(function* () {
      const upload = yield* readUpload(req, res);
      return answer(201, yield* storeImage(upload, caller.memberId));
    }),
  list: () =>
    Effect.gen(function* () {
      return { images: yield* listImages(yield* Database) };
    }),
  remove: ({ params }) =>
    Effect.gen(function* () {
      if (!/^[1-9]\d{0,8}$/.test(params.id)) return yield* Effect.fail(new NotFound({ what: "Image" }));
      return yield* deleteImage(Number(params.id));
    }),
});
