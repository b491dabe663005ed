import { Effect } from "effect";
import { Router } from "express";
import { AdminImage, AdminImages, DeletedImage } from "../../../domain/contract/images.ts";
import { ADMIN_HEADERS, pathParam, requireAdminAction } from "../admin/guard.ts";
import { Database } from "../../platform/db/database.ts";
import { encode } from "../../platform/http/encode.ts";
import { NotFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/route.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { deleteImage, listImages, storeImage } from "./handlers.ts";
import { readUpload } from "./upload.ts";

// The caller is checked before a byte of the upload is read.
export const imageRoutes = (runtime: AppRuntime) =>
  Router()
    .get(
      "/api/admin/images",
      route(runtime, (req) =>
        Effect.gen(function* () {
          yield* requireAdminAction(req);
          return { body: encode(AdminImages, { images: yield* listImages(yield* Database) }), headers: ADMIN_HEADERS };
        }),
      ),
    )
    .post(
      "/api/admin/upload-image",
      route(runtime, (req, res) =>
        Effect.gen(function* () {
          const { caller } = yield* requireAdminAction(req);
          const upload = yield* readUpload(req, res);
          return {
            status: 201,
            body: encode(AdminImage, yield* storeImage(upload, caller.memberId)),
            headers: ADMIN_HEADERS,
          };
        }),
      ),
    )
    .delete(
      "/api/admin/images/:id",
      route(runtime, (req) =>
        Effect.gen(function* () {
          yield* requireAdminAction(req);
          const id = pathParam(req, "id");
          if (!/^[1-9]\d{0,8}$/.test(id)) return yield* Effect.fail(new NotFound({ what: "Image" }));
          return {
            body: encode(DeletedImage, yield* deleteImage(Number(id))),
            headers: ADMIN_HEADERS,
          };
        }),
      ),
    );
