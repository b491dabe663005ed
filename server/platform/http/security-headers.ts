import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { thumbnailSources } from "../../../domain/thumbnails.ts";
import type { Config } from "../config/config.ts";

// Helmet builds its headers again for every answer (the CSP string among them), which cost a
// route with no database about a third of its time. Nothing in them depends on the request,
// so helmet runs once here, into a list, and each answer gets the list.
const headersOf = (middleware: RequestHandler): ReadonlyArray<readonly [string, string]> => {
  const headers = new Map<string, string>();
  const collector = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let done = false;
  middleware({} as Request, collector as unknown as Response, () => {
    done = true;
  });
  if (!done) throw new Error("helmet did not finish synchronously; its headers cannot be computed once");
  return [...headers];
};

export const securityHeaders = (config: Config): RequestHandler => {
  const always = headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          "script-src": ["'self'"],
          // Emotion injects style elements at run time; scripts stay strictly same-origin.
          "style-src": ["'self'", "'unsafe-inline'"],
          // Posts' thumbnails, from the platforms' image servers only (domain/thumbnails.ts, decision 54).
          "img-src": ["'self'", "data:", "blob:", ...thumbnailSources()],
          "connect-src": ["'self'"],
          // The service worker (/sw.js) and the web app manifest, both from this origin only.
          "worker-src": ["'self'"],
          "manifest-src": ["'self'"],
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
  const hsts = headersOf(helmet.strictTransportSecurity());
  const overHttps = (req: Request) =>
    req.secure || (config.trustProxy === null && config.publicUrl.startsWith("https:"));
  return (req, res, next) => {
    for (const [name, value] of always) res.setHeader(name, value);
    if (overHttps(req)) for (const [name, value] of hsts) res.setHeader(name, value);
    next();
  };
};
