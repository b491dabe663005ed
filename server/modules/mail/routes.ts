import { Effect } from "effect";
import { Router, type Request } from "express";
import { Outbox, OutboxQuery } from "../../../domain/contract/admin.ts";
import { ADMIN_HEADERS, requireAdminAction } from "../admin/guard.ts";
import { Database } from "../../platform/db/database.ts";
import { encode } from "../../platform/http/encode.ts";
import { route } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { hideLinkTokens, recentOutbox } from "../../platform/mail/outbox.ts";
import { unsubscribe, unsubscribePage } from "./unsubscribe.ts";

// The unsubscribe link is public (it arrives by mail, signed in or not); its token is the proof.
// POST is the one-click form mail apps use (RFC 8058, `List-Unsubscribe-Post`).
const unsubscribeRoute = (runtime: AppRuntime) =>
  route(runtime, (req: Request) =>
    Effect.gen(function* () {
      const token = typeof req.query["token"] === "string" ? req.query["token"] : "";
      const outcome = yield* unsubscribe(token);
      return {
        status: outcome === "unknown" ? 400 : 200,
        body: unsubscribePage(outcome),
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          "Cache-Control": "no-store",
          "Referrer-Policy": "no-referrer",
        },
      };
    }),
  );

export const mailRoutes = (runtime: AppRuntime) =>
  Router()
    .get(
      "/api/admin/outbox",
      route(runtime, (req) =>
        Effect.gen(function* () {
          yield* requireAdminAction(req);
          const { limit } = yield* decodeInput(
            OutboxQuery,
            "Invalid outbox query",
          )({ limit: req.query["limit"] || undefined });
          const mails = yield* recentOutbox(yield* Database, Number(limit ?? 50));
          const body = mails.map((mail) => ({
            ...mail,
            text: hideLinkTokens(mail.text),
            html: hideLinkTokens(mail.html),
          }));
          return { body: encode(Outbox, body), headers: ADMIN_HEADERS };
        }),
      ),
    )
    .get("/api/unsubscribe", unsubscribeRoute(runtime))
    .post("/api/unsubscribe", unsubscribeRoute(runtime));
