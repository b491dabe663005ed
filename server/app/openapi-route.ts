import fs from "node:fs";
import { Effect } from "effect";
import { apiRoutes } from "../../domain/contract/api.ts";
import { openApiApi } from "../../domain/contract/routes/openapi.ts";
import { OpenApiDocument } from "../../domain/contract/system.ts";
import { answer, implement } from "../platform/http/bind.ts";
import { encode } from "../platform/http/encode.ts";
import { openApiDocument } from "../platform/http/openapi.ts";

// GET /api/openapi.json: the contract as an OpenAPI 3.1 document, public like the app's code.
// It changes only with a release, so it is built on the first request and kept as text.

const version = (): string => {
  const pkg = JSON.parse(fs.readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    version?: unknown;
  };
  return typeof pkg.version === "string" ? pkg.version : "0.0.0";
};

let text: Promise<string> | null = null;
const documentText = async () =>
  JSON.stringify(
    encode(
      OpenApiDocument,
      openApiDocument(await apiRoutes(), {
        title: "Jemput API",
        version: version(),
        description: "Signed-in calls carry `Authorization: Bearer <token>`; every refusal is `{ error, fields? }`.",
      }),
    ),
  );

export const openApiRoutes = implement(openApiApi, {
  document: () =>
    Effect.map(
      Effect.promise(() => (text ??= documentText())),
      (body) => answer(200, body, { "Content-Type": "application/json; charset=utf-8" }),
    ),
});
