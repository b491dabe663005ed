import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { settlementApi } from "../../domain/contract/routes/settlement.ts";
import type { Config } from "../platform/config/config.ts";
import { adminRoutes } from "../modules/admin/routes.ts";
import { authRoutes } from "../modules/auth/routes.ts";
import { stepUpRoutes } from "../modules/auth/step-up-routes.ts";
import { brevoRoutes } from "../modules/brevo/routes.ts";
import { dashboardRoutes } from "../modules/dashboard/routes.ts";
import { appConfigRoutes } from "../modules/app-config/routes.ts";
import { openApiRoutes } from "./openapi-route.ts";
import { appMetrics } from "./metrics-route.ts";
import { healthRoutes } from "../modules/health/routes.ts";
import { imagesRoutes } from "../modules/images/routes.ts";
import { UPLOAD_BODY_LIMIT } from "../modules/images/upload.ts";
import { JSON_BODY_LIMIT, refuseLargeBodies } from "../platform/http/body-limit.ts";
import { byPrefix } from "../platform/http/by-prefix.ts";
import { markWrites } from "../platform/http/read-your-writes.ts";
import { requestLogging } from "../platform/http/request-log.ts";
import { securityHeaders } from "../platform/http/security-headers.ts";
import { incomeRoutes } from "../modules/income/routes.ts";
import { jobsRoutes } from "../modules/jobs/routes.ts";
import { mailRoutes } from "../modules/mail/routes.ts";
import { membersRoutes } from "../modules/members/routes.ts";
import { paymentFilesRoutes } from "../modules/payouts/payment-file-routes.ts";
import { payoutsRoutes } from "../modules/payouts/routes.ts";
import { BANK_RESULT_BODY_LIMIT } from "../modules/payouts/bank-result-upload.ts";
import { settlementRoutes } from "../modules/payouts/settlement-routes.ts";
import { einvoicesRoutes } from "../modules/einvoices/routes.ts";
import { reportsRoutes } from "../modules/reports/routes.ts";
import { statementsRoutes } from "../modules/statements/routes.ts";
import { cp58Routes } from "../modules/cp58/routes.ts";
import { postsRoutes } from "../modules/posts/routes.ts";
import { reviewRoutes } from "../modules/review/routes.ts";
import { GUARDS } from "../modules/credentials/guards.ts";
import { mount } from "../platform/http/bind.ts";
import { riskRoutes } from "../modules/risk/routes.ts";
import { adminSessionRoutes } from "../modules/sessions/admin-routes.ts";
import { sessionRoutes } from "../modules/sessions/routes.ts";
import { templatesRoutes } from "../modules/templates/routes.ts";
import { twoFactorRoutes } from "../modules/two-factor/routes.ts";
import { webRoutes } from "../platform/http/static.ts";
import { serveUploads } from "../platform/upload-store/serve.ts";
import type { Logger } from "../platform/logging/logger.ts";
import { personalDataRoutes } from "../modules/personal-data/routes.ts";
import { profileRoutes } from "../modules/profile/routes.ts";
import { handlesRoutes } from "../modules/handles/routes.ts";
import type { AppRuntime } from "../platform/runtime.ts";

export interface AppDeps {
  readonly runtime: AppRuntime;
  readonly config: Config;
  readonly logger: Logger;
  readonly webDir?: string;
}

export const WEB_DIR = path.resolve(import.meta.dirname, "../../dist/web");

/** The whole HTTP surface, built from its dependencies so tests can start it on port 0. */
export const createApp = ({ runtime, config, logger, webDir = WEB_DIR }: AppDeps) => {
  const app = express();
  app.disable("x-powered-by");
  // API answers are no-store, so an ETag (a hash of every body) would never be asked about;
  // files keep theirs, which express.static and sendFile make themselves, and uploads their hash.
  app.set("etag", false);
  // One hop: the proxy in front appends the client's address to X-Forwarded-For, and whatever
  // the client wrote further left is its own invention (rate limits go by this address).
  app.set("trust proxy", config.trustProxy === null ? false : [...config.trustProxy]);
  // Timed from the first middleware, so the histogram holds what the client waited for.
  const metrics = appMetrics(runtime, config);
  app.use(metrics.timing);
  app.use(securityHeaders(config));
  app.use(compression());
  app.use(requestLogging(app, logger));
  // API answers are about someone: no browser or shared cache keeps them (routes may say more).
  app.use("/api", (_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  // Uploads are images, except the bank's result file, whose limit and message are its own.
  const uploadLimit = (req: express.Request) =>
    req.baseUrl + req.path === settlementApi.reconcile.path ? BANK_RESULT_BODY_LIMIT : UPLOAD_BODY_LIMIT;
  app.use(
    "/api",
    refuseLargeBodies((req) => (req.is("multipart/form-data") ? uploadLimit(req) : JSON_BODY_LIMIT)),
  );
  const json = express.json({ limit: JSON_BODY_LIMIT.maxBytes });
  // A GET or HEAD has no body to parse (RFC 9110 gives one no meaning), so no parser runs.
  app.use("/api", (req, res, next) => (req.method === "GET" || req.method === "HEAD" ? next() : json(req, res, next)));
  // With a replica, a client's reads after its own writes go to the primary for a few seconds.
  if (config.replica !== null) app.use("/api", markWrites(runtime));

  app.use(
    byPrefix([
      metrics.routes,
      ...mount(runtime, GUARDS, [
        openApiRoutes,
        healthRoutes,
        appConfigRoutes(config),
        authRoutes(config),
        stepUpRoutes,
        twoFactorRoutes,
        sessionRoutes(config),
        adminSessionRoutes,
        profileRoutes,
        handlesRoutes(config),
        personalDataRoutes,
        mailRoutes,
        postsRoutes,
        reviewRoutes,
        adminRoutes,
        membersRoutes,
        riskRoutes,
        brevoRoutes(config),
        jobsRoutes,
        reportsRoutes,
        dashboardRoutes,
        incomeRoutes,
        templatesRoutes,
        payoutsRoutes,
        paymentFilesRoutes(config.payer),
        settlementRoutes,
        einvoicesRoutes,
        imagesRoutes,
        statementsRoutes(logger),
        cp58Routes(config.einvoice.company, logger),
      ]),
    ]),
  );

  app.use("/api", (_req, res) => {
    res.status(404).json({ error: "Not found" });
  });
  // Uploads come from the database (decision 25), so every instance serves every one.
  app.use("/uploads", serveUploads(runtime));
  app.use(webRoutes(webDir));

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) req.log.error({ err: error }, "request failed");
    const message =
      status === 500
        ? "Internal server error"
        : error.type === "entity.too.large"
          ? "Request body too large"
          : error.type === "entity.parse.failed"
            ? "Malformed JSON body"
            : status === 404
              ? "Not found"
              : error.expose
                ? String(error.message)
                : "Bad request";
    res.status(status).json({ error: message });
  };
  app.use(onError);
  return app;
};
