import { Router } from "express";
import type { Config } from "../../platform/config/config.ts";

// What the browser app needs to know about its deployment: public, cacheable for a few minutes.
// publicAppUrl is where invite links point when the app is opened on localhost or a preview
// host, so a link shared from there still works for the person who receives it.
export const appConfigRoutes = (config: Config) =>
  Router().get("/api/app-config", (_req, res) => {
    res.set("Cache-Control", "public, max-age=300").json({ publicAppUrl: config.publicAppUrl });
  });
