import { Effect, Schema } from "effect";
import { Router } from "express";
import { ADMIN_HEADERS, hasNoNul, requireAdminAction } from "../admin/guard.ts";
import type { Config } from "../../platform/config/config.ts";
import { route } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { setupAttributes } from "./attributes.ts";
import { sendReferralReminder } from "./campaign.ts";
import { startContactSync } from "./sync.ts";

// The Brevo tab (spec §7): attributes, contact sync and the referral reminder campaign.
export const SUBJECT_MAX_LENGTH = 200;
export const HTML_MAX_LENGTH = 100_000;

const required = (max: number) =>
  Schema.String.pipe(Schema.check(
    Schema.isMinLength(1, { message: "is required" }),
    Schema.isMaxLength(max, { message: `must be at most ${max.toLocaleString("en")} characters` }),
    hasNoNul,
  ));
const CampaignBody = Schema.Struct({
  emailTemplate: Schema.Struct({ subject: required(SUBJECT_MAX_LENGTH), htmlContent: required(HTML_MAX_LENGTH) }),
});

// Both texts are trimmed first, so a blank subject is refused like a missing one.
const trimmed = (body: unknown): unknown => {
  const template = (body as { emailTemplate?: unknown } | null)?.emailTemplate;
  if (typeof template !== "object" || template === null) return body;
  const trim = (value: unknown) => (typeof value === "string" ? value.trim() : value);
  const { subject, htmlContent } = template as { subject?: unknown; htmlContent?: unknown };
  return { emailTemplate: { subject: trim(subject), htmlContent: trim(htmlContent) } };
};

export const brevoRoutes = (runtime: AppRuntime, config: Config) =>
  Router()
    .post("/api/admin/brevo/setup-attributes", route(runtime, (req) => Effect.gen(function* () {
      yield* requireAdminAction(req);
      return { body: yield* setupAttributes(), headers: ADMIN_HEADERS };
    })))
    .post("/api/admin/brevo/sync-all-contacts", route(runtime, (req) => Effect.gen(function* () {
      const { caller } = yield* requireAdminAction(req);
      const { jobId, totalContacts, started } = yield* startContactSync(config.brevoListId, caller.memberId);
      return { status: 202, body: { totalContacts, jobId, started }, headers: ADMIN_HEADERS };
    })))
    .post("/api/super-admin/send-referral-reminder", route(runtime, (req) => Effect.gen(function* () {
      const { caller } = yield* requireAdminAction(req);
      const { emailTemplate } = yield* decodeInput(CampaignBody, "Invalid email template")(trimmed(req.body));
      return { body: yield* sendReferralReminder(emailTemplate, caller.memberId), headers: ADMIN_HEADERS };
    })));
