import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import type { Config } from "./config.ts";
import { adminRoutes } from "./admin/routes.ts";
import { authRoutes } from "./auth/routes.ts";
import { brevoRoutes } from "./brevo/routes.ts";
import { dashboardRoutes } from "./dashboard/routes.ts";
import { appConfigRoutes } from "./app-config/routes.ts";
import { healthRoutes } from "./health/routes.ts";
import { imageRoutes } from "./images/routes.ts";
import { UPLOAD_BODY_LIMIT } from "./images/upload.ts";
import { JSON_BODY_LIMIT, refuseLargeBodies } from "./http/body-limit.ts";
import { incomeRoutes } from "./income/routes.ts";
import { jobRoutes } from "./jobs/routes.ts";
import { mailRoutes } from "./mail/routes.ts";
import { adminMemberRoutes } from "./members/admin-routes.ts";
import { payoutRoutes } from "./payouts/routes.ts";
import { adminPostRoutes } from "./posts/admin-routes.ts";
import { reportRoutes } from "./reports/routes.ts";
import { adminTemplateRoutes } from "./templates/admin-routes.ts";
import { postsRoutes } from "./posts/routes.ts";
import { templateRoutes } from "./templates/routes.ts";
import { webRoutes } from "./http/static.ts";
import type { Logger } from "./logger.ts";
import { personalDataRoutes } from "./personal-data/routes.ts";
import { profileRoutes } from "./profile/routes.ts";
import type { AppRuntime } from "./runtime.ts";

export interface AppDeps {
  readonly runtime: AppRuntime;
  readonly config: Config;
  readonly logger: Logger;
  readonly webDir?: string;
}

export const WEB_DIR = path.resolve(import.meta.dirname, "../dist/web");

/** The whole HTTP surface, built from its dependencies so tests can start it on port 0. */
export const createApp = ({ runtime, config, logger, webDir = WEB_DIR }: AppDeps) => {
  const app = express();
  app.disable("x-powered-by");
  // One hop: the proxy in front appends the client's address to X-Forwarded-For, and whatever
  // the client wrote further left is its own invention (rate limits go by this address).
  app.set("trust proxy", config.trustProxy ? 1 : false);
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          "script-src": ["'self'"],
          // Emotion injects style elements at run time; scripts stay strictly same-origin.
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:", "blob:"],
          "connect-src": ["'self'"],
          "frame-ancestors": ["'none'"],
          // The page sets no <base>; nothing may set one (ASVS 5.0 3.4.3 asks for 'none').
          "base-uri": ["'none'"],
          "upgrade-insecure-requests": config.publicUrl.startsWith("https:") ? [] : null,
        },
      },
      strictTransportSecurity: false,
      // Old browsers read this instead of frame-ancestors: the same answer, never framed.
      frameguard: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  );
  // HSTS only on answers that travel over HTTPS (RFC 6797 §7.2): a trusted proxy says so with
  // X-Forwarded-Proto; without one that header could be forged, and PUBLIC_URL says it instead.
  const hsts = helmet.strictTransportSecurity();
  const overHttps = (req: express.Request) => req.secure || (!config.trustProxy && config.publicUrl.startsWith("https:"));
  app.use((req, res, next) => (overHttps(req) ? hsts(req, res, next) : next()));
  app.use(compression());
  app.use(pinoHttp({
    logger,
    // Method, path and status are enough to follow a request; headers and bodies stay out.
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, path: req.url.split("?")[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "silent") }));
  // API answers are about someone: no browser or shared cache keeps them (routes may say more).
  app.use("/api", (_req, res, next) => { res.set("Cache-Control", "no-store"); next(); });
  app.use("/api", refuseLargeBodies((req) => (req.is("multipart/form-data") ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT)));
  app.use("/api", express.json({ limit: JSON_BODY_LIMIT.maxBytes }));

  app.use(healthRoutes(runtime));
  app.use(appConfigRoutes(config));
  app.use(authRoutes(runtime, config));
  app.use(profileRoutes(runtime, config));
  app.use(personalDataRoutes(runtime, config));
  app.use(dashboardRoutes(runtime));
  app.use(incomeRoutes(runtime));
  app.use(postsRoutes(runtime));
  app.use(templateRoutes(runtime));
  app.use(payoutRoutes(runtime));
  app.use(adminRoutes(runtime));
  app.use(adminTemplateRoutes(runtime));
  app.use(imageRoutes(runtime, config));
  app.use(reportRoutes(runtime));
  app.use(adminMemberRoutes(runtime));
  app.use(adminPostRoutes(runtime));
  app.use(brevoRoutes(runtime, config));
  app.use(jobRoutes(runtime));
  app.use(mailRoutes(runtime));

  app.use("/api", (_req, res) => {
    res.status(404).json({ error: "Not found" });
  });
  app.use(webRoutes(webDir, config.uploadsDir));

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) req.log.error({ err: error }, "request failed");
    const message = status === 500 ? "Internal server error"
      : error.type === "entity.too.large" ? "Request body too large"
      : error.type === "entity.parse.failed" ? "Malformed JSON body"
      : status === 404 ? "Not found" : (error.expose ? String(error.message) : "Bad request");
    res.status(status).json({ error: message });
  };
  app.use(onError);
  return app;
};
