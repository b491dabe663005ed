import type { Schema } from "effect";
import type { AnswerSpec, AnyEndpoint, EndpointSpec } from "./endpoint.ts";
import { ENDPOINTS } from "./routes/all.ts";

// A declaration with its schemas loaded (domain/contract/endpoint.ts names them): what the
// OpenAPI document (server/platform/http/openapi.ts) and the suites that call every route read.

export type { Access, ErrorStatus } from "./endpoint.ts";

export interface Answer extends Omit<AnswerSpec<unknown>, "schema"> {
  readonly schema: Schema.Top;
}

export interface ApiRoute extends Omit<EndpointSpec<unknown>, "params" | "query" | "body" | "form" | "answers"> {
  readonly params?: Schema.Struct<Schema.Struct.Fields>;
  readonly query?: Schema.Struct<Schema.Struct.Fields>;
  readonly body?: Schema.Top;
  readonly form?: Schema.Struct<Schema.Struct.Fields>;
  readonly answers: readonly [Answer, ...Array<Answer>];
}

export const resolveRoute = async (endpoint: AnyEndpoint): Promise<ApiRoute> => {
  const schemas = (await endpoint.schemas()) as Record<string, never>;
  const { schemas: _, ...spec } = endpoint as EndpointSpec<Record<string, never>> & { schemas: unknown };
  const named = (name: string | undefined) => (name === undefined ? undefined : schemas[name]);
  const [first, ...rest] = spec.answers.map((a) => ({ ...a, schema: schemas[a.schema] as unknown as Schema.Top }));
  return {
    ...spec,
    params: named(spec.params),
    query: named(spec.query),
    body: named(spec.body),
    form: named(spec.form),
    answers: [first!, ...rest],
  };
};

/** Every route with its schemas, in declaration order. */
export const apiRoutes = (): Promise<ReadonlyArray<ApiRoute>> => Promise.all(ENDPOINTS.map(resolveRoute));
