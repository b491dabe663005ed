import { Effect } from "effect";
import { Router } from "express";
import { requireMember } from "../auth/session.ts";
import { Database } from "../../platform/db/database.ts";
import { route } from "../../platform/http/route.ts";
import type { AppRuntime } from "../../platform/runtime.ts";

// Share templates are public copy (no auth, as the spec's client calls them); images need a session.
export const templateRoutes = (runtime: AppRuntime) =>
  Router()
    .get("/api/message-templates", route(runtime, () => Effect.gen(function* () {
      const db = yield* Database;
      const rows = yield* db.query(`SELECT id, name, type, content, is_active AS "isActive" FROM message_templates WHERE is_active ORDER BY id`);
      return { body: rows };
    })))
    .get("/api/images", route(runtime, (req) => Effect.gen(function* () {
      yield* requireMember(req);
      const db = yield* Database;
      const images = yield* db.query(
        `SELECT id, filename, original_name AS "originalName", description, created_at AS "createdAt" FROM images ORDER BY created_at DESC, id DESC`,
      );
      return { body: { images: images.map((i) => ({ ...i, url: `/uploads/${(i as { filename: string }).filename}` })) } };
    })));
