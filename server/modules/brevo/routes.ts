import { Effect } from "effect";
import { Router } from "express";
import { AttributesResult, CampaignAnswer, CampaignBody, SyncStarted } from "../../../domain/contract/brevo.ts";
import { ADMIN_HEADERS, requireAdminAction } from "../admin/guard.ts";
import type { Config } from "../../platform/config/config.ts";
import { encode } from "../../platform/http/encode.ts";
import { route } from "../../platform/http/route.ts";
import { decodeInput, withTrimmed } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { setupAttributes } from "./attributes.ts";
import { sendReferralReminder } from "./campaign.ts";
import { startContactSync } from "./sync.ts";

// The Brevo tab: attributes, contact sync and the referral reminder campaign.

// Both texts are trimmed before the contract's CampaignBody checks them, so a blank subject is
// refused like a missing one.
const trimmed = (body: unknown): unknown => {
  const template = (body as { emailTemplate?: unknown } | null)?.emailTemplate;
  return typeof template === "object" && template !== null
    ? { emailTemplate: withTrimmed(template, "subject", "htmlContent") }
    : body;
};

export const brevoRoutes = (runtime: AppRuntime, config: Config) =>
  Router()
    .post(
      "/api/admin/brevo/setup-attributes",
      route(runtime, (req) =>
        Effect.gen(function* () {
          yield* requireAdminAction(req);
          return { body: encode(AttributesResult, yield* setupAttributes()), headers: ADMIN_HEADERS };
        }),
      ),
    )
    .post(
      "/api/admin/brevo/sync-all-contacts",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const { caller } = yield* requireAdminAction(req);
          const { jobId, totalContacts, started } = yield* startContactSync(config.brevoListId, caller.memberId);
          return { status: 202, body: encode(SyncStarted, { totalContacts, jobId, started }), headers: ADMIN_HEADERS };
        }),
      ),
    )
    .post(
      "/api/super-admin/send-referral-reminder",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const { caller } = yield* requireAdminAction(req);
          const { emailTemplate } = yield* decodeInput(CampaignBody, "Invalid email template")(trimmed(req.body));
          return {
            body: encode(CampaignAnswer, yield* sendReferralReminder(emailTemplate, caller.memberId)),
            headers: ADMIN_HEADERS,
          };
        }),
      ),
    );
