import { Effect } from "effect";
import { Router } from "express";
import { requireMember } from "../auth/session.ts";
import type { Config } from "../config.ts";
import { Database } from "../db/database.ts";
import { route } from "../http/route.ts";
import { decodeInput } from "../http/validation.ts";
import type { AppRuntime } from "../runtime.ts";
import { updateProfile } from "./handlers.ts";
import { loadProfile } from "./queries.ts";
import { ProfileBody } from "./validation.ts";

const PRIVATE = { "Cache-Control": "private, no-store" };

export const profileRoutes = (runtime: AppRuntime, config: Config) =>
  Router()
    .get("/api/profile", route(runtime, (req) => Effect.gen(function* () {
      const caller = yield* requireMember(req);
      const db = yield* Database;
      return { body: yield* loadProfile(db, caller.memberId), headers: PRIVATE };
    })))
    .put("/api/profile", route(runtime, (req) => Effect.gen(function* () {
      const caller = yield* requireMember(req);
      const body = yield* decodeInput(ProfileBody, "Invalid profile")(req.body);
      return { body: yield* updateProfile(caller.memberId, body, config.uploadsDir), headers: PRIVATE };
    })));
