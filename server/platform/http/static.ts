import fs from "node:fs";
import path from "node:path";
import express, { Router, type Request, type Response } from "express";

// The built web app: hashed assets cached for a year (sent as the build's brotli or gzip copy
// when the browser takes one), index.html never cached, and every unknown non-API path
// answered with the app so the client router can show it. The page names the chunks of the
// screen its address shows (route-preloads.json, written by the build), so they download
// alongside the entry rather than after it.
const YEAR_SECONDS = 365 * 24 * 3600;
const ENCODINGS = [
  ["br", ".br"],
  ["gzip", ".gz"],
] as const;
const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
};

const precompressed = (assetsDir: string) => (req: Request, res: Response, next: () => void) => {
  const type = TYPES[path.extname(req.path)];
  if ((req.method !== "GET" && req.method !== "HEAD") || type === undefined) return next();
  const file = path.join(assetsDir, path.normalize(req.path));
  if (!file.startsWith(assetsDir + path.sep)) return next();
  res.vary("Accept-Encoding");
  for (const [encoding, suffix] of ENCODINGS) {
    if (req.acceptsEncodings(encoding) !== encoding || !fs.existsSync(file + suffix)) continue;
    res.set({
      "Content-Type": type,
      "Content-Encoding": encoding,
      "Cache-Control": `public, max-age=${YEAR_SECONDS}, immutable`,
    });
    return res.sendFile(file + suffix, { cacheControl: false });
  }
  next();
};

// The service worker and the manifest are asked for again on each visit, never taken from a
// cache: a new build's worker and icons then reach members at once, not an hour later.
const REVALIDATED = new Set(["sw.js", "manifest.webmanifest"]);

/** index.html with the address's screen chunks named for preloading, rebuilt when the build changes. */
const pages = (webDir: string) => {
  let built = { at: -1, html: "", preloads: {} as Record<string, ReadonlyArray<string>> };
  const cache = new Map<string, string>();
  return (address: string): string | null => {
    const index = path.join(webDir, "index.html");
    if (!fs.existsSync(index)) return null;
    const at = fs.statSync(index).mtimeMs;
    if (at !== built.at) {
      const file = path.join(webDir, "route-preloads.json");
      built = {
        at,
        html: fs.readFileSync(index, "utf8"),
        preloads: fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {},
      };
      cache.clear();
    }
    const key = address.replace(/\/+$/, "") || "/";
    const files = built.preloads[key] ?? (key.startsWith("/join/") ? built.preloads["/login"] : undefined) ?? [];
    let html = cache.get(key);
    if (html === undefined) {
      const links = files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join("\n    ");
      html = links === "" ? built.html : built.html.replace("</head>", `    ${links}\n  </head>`);
      if (cache.size < 100) cache.set(key, html);
    }
    return html;
  };
};

export const webRoutes = (webDir: string) => {
  const router = Router();
  const assetsDir = path.join(webDir, "assets");
  router.use("/assets", precompressed(assetsDir));
  router.use(
    "/assets",
    express.static(assetsDir, { immutable: true, maxAge: "365d", index: false, fallthrough: false }),
  );
  router.use(
    express.static(webDir, {
      index: false,
      maxAge: "1h",
      setHeaders: (res, file) => {
        if (REVALIDATED.has(path.basename(file))) res.set("Cache-Control", "no-cache");
      },
    }),
  );
  const page = pages(webDir);
  router.get(/^(?!\/api\/).*/, (req, res) => {
    const html = page(req.path);
    if (html === null) {
      res.status(503).type("text/plain").send("The web app is not built yet: run `npm run build`.");
      return;
    }
    res.set("Cache-Control", "no-cache").type("html").send(html);
  });
  return router;
};
