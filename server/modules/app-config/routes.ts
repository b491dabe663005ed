import { Router } from "express";
import { AppConfig } from "../../../domain/contract/system.ts";
import type { Config } from "../../platform/config/config.ts";
import { encode } from "../../platform/http/encode.ts";

// What the browser app needs to know about its deployment: public, cacheable for a few minutes.
// publicAppUrl is where invite links point when the app is opened on localhost or a preview
// host, so a link shared from there still works for the person who receives it.
export const appConfigRoutes = (config: Config) => {
  // The answer depends on the configuration only, so it is encoded once.
  const body = encode(AppConfig, { publicAppUrl: config.publicAppUrl });
  return Router().get("/api/app-config", (_req, res) => {
    res.set("Cache-Control", "public, max-age=300").json(body);
  });
};
