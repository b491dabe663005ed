import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { apiRoutes } from "../../../domain/contract/api.ts";
import { listRoutes, routeKey } from "../../suites/security/router-routes.ts";
import { openApiDocument, openApiPath } from "./openapi.ts";

const API_ROUTES = await apiRoutes();

// The document is valid OpenAPI 3.1, and it describes the routes the server really has: every
// route the Express router answers, found in the router itself, and nothing else.
const document = openApiDocument(API_ROUTES, { title: "Jemput API", version: "test" });
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
);

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1", async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? [], "validation errors").toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
  });

  it("has an operation for every /api route of the router, and none the router lacks", () => {
    const inRouter = listRoutes().map((r) => routeKey({ method: r.method, path: openApiPath(r.path) }));
    expect(inRouter.length).toBeGreaterThan(40);
    expect(
      inRouter.filter((key) => !operations.includes(key)),
      "routes missing from the document",
    ).toEqual([]);
    expect(
      operations.filter((key) => !inRouter.includes(key)),
      "operations with no route",
    ).toEqual([]);
  });

  it("names each operation once, with its refusals in the shared error shape", () => {
    const ids = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((op) => (op as { operationId: string }).operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    const reject = document.paths["/api/admin/posts/{id}/reject"]!["post"] as { responses: Record<string, unknown> };
    expect(Object.keys(reject.responses)).toEqual(["200", "400", "401", "403", "404", "409", "413"]);
    expect(document.components.responses["Refused400"]!.content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/ErrorBody",
    });
  });

  it("lists path and query parameters from the contract's request schemas", () => {
    const team = document.paths["/api/dashboard/team"]!["get"] as {
      parameters: Array<{ name: string; in: string; required: boolean }>;
    };
    expect(team.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ["level", "query", false],
      ["search", "query", false],
      ["limit", "query", false],
      ["after", "query", false],
    ]);
    const income = document.paths["/api/income"]!["get"] as { parameters: Array<{ name: string; required: boolean }> };
    expect(income.parameters.map((p) => [p.name, p.required])).toEqual([
      ["month", true],
      ["year", true],
    ]);
  });
});
