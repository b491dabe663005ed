import fs from "node:fs";
import path from "node:path";
import express, { Router } from "express";

// The built web app: hashed assets cached for a year, index.html never, and every unknown
// non-API path answered with the app so the client router can show it.
export const webRoutes = (webDir: string, uploadsDir: string) => {
  const router = Router();
  router.use(
    "/uploads",
    express.static(uploadsDir, {
      index: false,
      fallthrough: false,
      setHeaders: (res) => {
        res.set("X-Content-Type-Options", "nosniff");
        res.set("Cache-Control", "public, max-age=86400");
        res.set("Content-Disposition", "inline");
      },
    }),
  );
  router.use("/assets", express.static(path.join(webDir, "assets"), { immutable: true, maxAge: "365d", index: false, fallthrough: false }));
  router.use(express.static(webDir, { index: false, maxAge: "1h" }));
  const indexFile = path.join(webDir, "index.html");
  router.get(/^(?!\/api\/).*/, (_req, res) => {
    if (!fs.existsSync(indexFile)) {
      res.status(503).type("text/plain").send("The web app is not built yet: run `npm run build`.");
      return;
    }
    res.set("Cache-Control", "no-cache").sendFile(indexFile);
  });
  return router;
};
