import { Effect } from "effect";
import { Router } from "express";
import { requireMember } from "../auth/session.ts";
import { Database } from "../db/database.ts";
import { route } from "../http/route.ts";
import type { AppRuntime } from "../runtime.ts";
import { loadProfile } from "./queries.ts";

export const profileRoutes = (runtime: AppRuntime) =>
  Router().get("/api/profile", route(runtime, (req) => Effect.gen(function* () {
    const caller = yield* requireMember(req);
    const db = yield* Database;
    return { body: yield* loadProfile(db, caller.memberId), headers: { "Cache-Control": "private, no-store" } };
  })));
