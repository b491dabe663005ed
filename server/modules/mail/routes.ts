import { Effect, Schema } from "effect";
import { Router, type Request } from "express";
import { ADMIN_HEADERS, requireAdminAction } from "../admin/guard.ts";
import { Database } from "../../platform/db/database.ts";
import { route } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { hideLinkTokens, recentOutbox } from "../../platform/mail/outbox.ts";
import { unsubscribe, unsubscribePage } from "./unsubscribe.ts";

const LimitQuery = Schema.Struct({
  limit: Schema.optional(Schema.String.pipe(Schema.check(Schema.isPattern(/^([1-9]\d?|[1-4]\d\d|500)$/, { message: "must be a whole number from 1 to 500" })))),
});

// The unsubscribe link is public (it arrives by mail, signed in or not); its token is the proof.
// POST is the one-click form mail apps use (RFC 8058, `List-Unsubscribe-Post`).
const unsubscribeRoute = (runtime: AppRuntime) =>
  route(runtime, (req: Request) => Effect.gen(function* () {
    const token = typeof req.query["token"] === "string" ? req.query["token"] : "";
    const outcome = yield* unsubscribe(token);
    return {
      status: outcome === "unknown" ? 400 : 200,
      body: unsubscribePage(outcome),
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
    };
  }));

export const mailRoutes = (runtime: AppRuntime) =>
  Router()
    .get("/api/admin/outbox", route(runtime, (req) => Effect.gen(function* () {
      yield* requireAdminAction(req);
      const { limit } = yield* decodeInput(LimitQuery, "Invalid outbox query")({ limit: req.query["limit"] || undefined });
      const mails = yield* recentOutbox(yield* Database, Number(limit ?? 50));
      const body = mails.map((mail) => ({ ...mail, text: hideLinkTokens(mail.text), html: hideLinkTokens(mail.html) }));
      return { body, headers: ADMIN_HEADERS };
    })))
    .get("/api/unsubscribe", unsubscribeRoute(runtime))
    .post("/api/unsubscribe", unsubscribeRoute(runtime));
