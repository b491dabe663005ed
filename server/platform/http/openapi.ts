import { JsonSchema, Schema, SchemaRepresentation } from "effect";
import type { Answer, ApiRoute, ErrorStatus } from "../../../domain/contract/api.ts";
import { ErrorBody } from "../../../domain/contract/http.ts";

// An OpenAPI 3.1 document from the route table: every schema the routes name is rendered to JSON
// Schema in one pass, so a shape used by several routes (Profile, ReviewPost…) is one entry of
// components.schemas that they all point at. Only the document's layout is written here; what
// each route takes and answers comes from the contract.

type Json = JsonSchema.JsonSchema;

const REFUSALS: Readonly<Record<ErrorStatus | 403 | 413, string>> = {
  400: "Bad input: `fields` names each field and its reason",
  401: "No live session, or wrong credentials",
  403: "Signed in, but not an admin",
  404: "Nothing by that id, or not the caller's to see",
  409: "In conflict with what is recorded (taken, already decided, not yet possible)",
  413: "The body is over its limit (3 MB of JSON, 5 MB for an image)",
  429: "Too many attempts: wait the seconds in Retry-After",
  502: "Brevo refused the call made for this request",
  503: "Brevo could not be reached",
};

/** Every schema the table names, rendered together; `schemaOf` gives each one's JSON Schema. */
const renderSchemas = (routes: ReadonlyArray<ApiRoute>) => {
  const roots: Array<Schema.Top> = [ErrorBody];
  for (const r of routes) {
    for (const s of [r.params, r.query, r.body, r.form, ...r.answers.map((a) => a.schema)])
      if (s !== undefined && !roots.includes(s)) roots.push(s);
  }
  const asts = roots.map((s) => Schema.toCodecJson(s).ast) as [Schema.Top["ast"], ...Array<Schema.Top["ast"]>];
  const document = JsonSchema.toMultiDocumentOpenApi3_1(
    SchemaRepresentation.toJsonSchemaMultiDocument(SchemaRepresentation.toRepresentations(asts)),
  );
  const schemaOf = (s: Schema.Top): Json => document.schemas[roots.indexOf(s)]!;
  return { schemaOf, components: document.definitions };
};

const ref = (name: string) => `#/components/schemas/${name}`;

// Parameters are listed one by one, so a struct's JSON Schema is read for its properties. Query
// values arrive as text and are never null, which the JSON form of an optional field allows.
const parameters = (where: "path" | "query", schema: Json | undefined, components: JsonSchema.Definitions) => {
  if (schema === undefined) return [];
  const target =
    typeof schema["$ref"] === "string" ? components[String(schema["$ref"]).slice(ref("").length)]! : schema;
  const properties = (target["properties"] ?? {}) as Record<string, Json>;
  const required = new Set((target["required"] ?? []) as Array<string>);
  return Object.entries(properties).map(([name, value]) => {
    const options = (value["anyOf"] as Array<Json> | undefined)?.filter((o) => o["type"] !== "null");
    const plain = options?.length === 1 ? options[0]! : value;
    return { name, in: where, required: where === "path" || required.has(name), schema: plain };
  });
};

const TEXT = { type: "string" } as const;
const ATTACHMENT = { "Content-Disposition": { description: 'attachment; filename="…"', schema: TEXT } };

const content = (answer: Answer, schema: Json) => {
  switch (answer.as ?? "json") {
    case "html":
      return { "text/html": { schema: TEXT } };
    case "csv-attachment":
      return { "text/csv": { schema: TEXT } };
    case "json-or-csv-attachment":
      return { "application/json": { schema }, "text/csv": { schema: TEXT } };
    case "csv-or-xml-attachment":
      return { "text/csv": { schema: TEXT }, "application/xml": { schema: TEXT } };
    case "pdf-attachment":
      return { "application/pdf": { schema: { type: "string", format: "binary" } } };
    default:
      return { "application/json": { schema } };
  }
};

const response = (answer: Answer, schema: Json) => {
  const headers: Record<string, unknown> = answer.as?.endsWith("attachment") ? { ...ATTACHMENT } : {};
  for (const [name, description] of Object.entries(answer.headers ?? {})) headers[name] = { description, schema: TEXT };
  return {
    description: answer.description,
    content: content(answer, schema),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
  };
};

const refusalsOf = (route: ApiRoute): Array<ErrorStatus | 403 | 413> => {
  const statuses = new Set<ErrorStatus | 403 | 413>(route.errors ?? []);
  if (route.access !== "none") statuses.add(401);
  if (route.access === "admin") statuses.add(403);
  if (route.body !== undefined || route.form !== undefined) statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
};

const operationId = (route: ApiRoute) =>
  route.method.toLowerCase() +
  route.path
    .replace(/^\/api/, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("");

/** `/api/posts/:id/approve` as OpenAPI writes it: `/api/posts/{id}/approve`. */
export const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, "{$1}");

export interface DocumentInfo {
  readonly title: string;
  readonly version: string;
  readonly description?: string;
}

export const openApiDocument = (routes: ReadonlyArray<ApiRoute>, info: DocumentInfo) => {
  const { schemaOf, components } = renderSchemas(routes);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const operation = {
      operationId: operationId(route),
      summary: route.summary,
      tags: [route.access === "none" ? "public" : route.access],
      ...(route.access === "none" ? {} : { security: [{ bearer: [] }] }),
      parameters: [
        ...parameters("path", route.params && schemaOf(route.params), components),
        ...parameters("query", route.query && schemaOf(route.query), components),
      ],
      ...(route.body !== undefined
        ? { requestBody: { required: true, content: { "application/json": { schema: schemaOf(route.body) } } } }
        : {}),
      ...(route.form !== undefined
        ? { requestBody: { required: true, content: { "multipart/form-data": { schema: schemaOf(route.form) } } } }
        : {}),
      responses: Object.fromEntries([
        ...route.answers.map((a) => [String(a.status), response(a, schemaOf(a.schema))]),
        ...refusalsOf(route).map((status) => [String(status), { $ref: `#/components/responses/Refused${status}` }]),
      ]),
    };
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation;
  }
  const refusal = (status: number, description: string) => ({
    description,
    content: { "application/json": { schema: schemaOf(ErrorBody) } },
    ...(status === 429
      ? {
          headers: {
            "Retry-After": { description: "Seconds until a new attempt counts", schema: { type: "integer" } },
          },
        }
      : {}),
  });
  return {
    openapi: "3.1.0",
    info,
    paths,
    components: {
      schemas: components,
      responses: Object.fromEntries(
        Object.entries(REFUSALS).map(([status, description]) => [
          `Refused${status}`,
          refusal(Number(status), description),
        ]),
      ),
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "The token a sign-in or registration answered" },
      },
    },
  };
};
