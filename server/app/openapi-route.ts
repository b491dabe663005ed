import fs from "node:fs";
import { Router } from "express";
import { ADMIN_API } from "../../domain/contract/admin-api.ts";
import type { ApiRoute } from "../../domain/contract/api.ts";
import { MEMBER_API } from "../../domain/contract/member-api.ts";
import { OpenApiDocument } from "../../domain/contract/system.ts";
import { encode } from "../platform/http/encode.ts";
import { openApiDocument } from "../platform/http/openapi.ts";

// GET /api/openapi.json: the contract as an OpenAPI 3.1 document, public like the app's code.
// It changes only with a release, so it is built on the first request and kept as text.
export const API_ROUTES: ReadonlyArray<ApiRoute> = [...MEMBER_API, ...ADMIN_API];

const version = (): string => {
  const pkg = JSON.parse(fs.readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    version?: unknown;
  };
  return typeof pkg.version === "string" ? pkg.version : "0.0.0";
};

export const openApiRoutes = () => {
  let text: string | null = null;
  return Router().get("/api/openapi.json", (_req, res) => {
    text ??= JSON.stringify(
      encode(
        OpenApiDocument,
        openApiDocument(API_ROUTES, {
          title: "Jemput API",
          version: version(),
          description: "Signed-in calls carry `Authorization: Bearer <token>`; every refusal is `{ error, fields? }`.",
        }),
      ),
    );
    res.set({ "Cache-Control": "public, max-age=300", "Content-Type": "application/json; charset=utf-8" }).send(text);
  });
};
