import { Effect, Stream, type Schema } from "effect";
import { Router, type Request, type RequestHandler, type Response } from "express";
import type {
  Access,
  AnswerSpec,
  BodyOf,
  AnyEndpoint,
  EndpointSpec,
  ParamsOf,
  QueryOf,
} from "../../../domain/contract/endpoint.ts";
import type { Metadata } from "../event-store/store.ts";
import type { AppRuntime, AppServices } from "../runtime.ts";
import { encode } from "./encode.ts";
import { NotFound } from "./errors.ts";
import { PRIVATE_NO_STORE, route, type Reply } from "./route.ts";
import { decodeInput, withTrimmed } from "./validation.ts";

// A route's handler bound to its declaration (domain/contract/endpoint.ts): the caller is
// checked as `access` says before anything is read, path, query and body are decoded with the
// declared schemas (a refusal names the field), the answer is encoded with the schema declared
// for its status, and answers to a session are never kept by shared caches. A handler only says
// what the route does.

/** Who is calling, as the session check found them. */
export interface SessionCaller {
  readonly memberId: number;
  readonly isAdmin: boolean;
  readonly tokenHash: string;
}

/** An open session, which may still owe its second factor: whom access "session" lets in. */
export interface OpenCaller extends SessionCaller {
  readonly secondFactor: "none" | "pending" | "verified";
}

/** The session checks, given by the credentials module when the app is put together. */
export interface Guards {
  readonly session: (req: Request) => Effect.Effect<OpenCaller, unknown, AppServices>;
  readonly member: (req: Request) => Effect.Effect<SessionCaller, unknown, AppServices>;
  readonly admin: (req: Request) => Effect.Effect<SessionCaller, unknown, AppServices>;
}

type CallerOf<E> = E extends { readonly sessionInQuery: true }
  ? null
  : E extends { readonly access: "none" }
    ? null
    : E extends { readonly access: "session" }
      ? OpenCaller
      : SessionCaller;

export interface Input<E> {
  readonly req: Request;
  readonly res: Response;
  readonly caller: CallerOf<E>;
  /** The event metadata of what the request writes: the caller (or the system) and the request id. */
  readonly metadata: Metadata;
  readonly params: ParamsOf<E>;
  readonly query: QueryOf<E>;
  /** The decoded body; the body as it came when the handler decodes it itself. */
  readonly body: E extends { readonly handlerDecodesBody: true } ? unknown : BodyOf<E>;
}

/** An answer other than the route's first: another status, headers, or a file (text, bytes or a stream of text). */
export class Answered {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string>>;
  constructor(status: number, body: unknown, headers: Readonly<Record<string, string>> = {}) {
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export const answer = (status: number, body: unknown, headers?: Readonly<Record<string, string>>) =>
  new Answered(status, body, headers);

/**
 * What a route does. Its answer is checked against the declared schema when it is encoded, not
 * by type: row mappers type a status as text where the contract names its values.
 */
export type Handler<E> = (input: Input<E>) => Effect.Effect<unknown, unknown, AppServices>;

type Group = Readonly<Record<string, AnyEndpoint>>;

/** A group of declarations with a handler for every one of them (a missing one does not compile). */
export interface Implemented {
  readonly routes: ReadonlyArray<readonly [AnyEndpoint, Handler<AnyEndpoint>]>;
}

export const implement = <G extends Group>(
  group: G,
  handlers: { readonly [K in keyof G]: Handler<G[K]> },
): Implemented => ({
  routes: Object.keys(group).map((key) => [group[key]!, handlers[key] as Handler<AnyEndpoint>] as const),
});

// Query values arrive as text; an empty one is taken as absent, as forms leave a field blank.
const queryOf = (req: Request): Record<string, unknown> =>
  Object.fromEntries(Object.entries(req.query).filter(([, value]) => value !== ""));

const schemaNamed = async (endpoint: AnyEndpoint, name: string | undefined): Promise<Schema.Top | undefined> =>
  name === undefined ? undefined : ((await endpoint.schemas()) as Record<string, Schema.Top>)[name];

// A path its schema refuses names nothing (404), unless its declaration calls that bad input.
const decodeParams = (
  schema: Schema.Top,
  spec: { readonly refuseBadParams?: true; readonly notFound?: string },
  invalid: string,
  req: Request,
) => {
  const decoded = decodeInput(schema as never, invalid)(req.params);
  return spec.refuseBadParams
    ? decoded
    : Effect.mapError(decoded, () => new NotFound({ what: spec.notFound ?? "Nothing" }));
};

const guarded = (guards: Guards, access: Access, sessionInQuery: boolean, req: Request) =>
  access === "none" || sessionInQuery ? Effect.succeed(null) : guards[access](req);

const bindOne = (
  runtime: AppRuntime,
  guards: Guards,
  endpoint: AnyEndpoint,
  handler: Handler<AnyEndpoint>,
): RequestHandler => {
  const spec: EndpointSpec<Record<string, Schema.Top>> = endpoint as never;
  const cache = spec.cache ?? (spec.access === "none" ? undefined : PRIVATE_NO_STORE["Cache-Control"]);
  const schemas = Promise.all([
    schemaNamed(endpoint, spec.params),
    schemaNamed(endpoint, spec.query),
    schemaNamed(endpoint, spec.body),
    Promise.all(
      spec.answers.map(
        async (a: AnswerSpec<Record<string, Schema.Top>>) => [a, await schemaNamed(endpoint, a.schema)] as const,
      ),
    ),
  ]);
  const invalid = spec.invalid ?? "Invalid request";
  return route(runtime, (req, res) =>
    Effect.gen(function* () {
      const caller = yield* guarded(guards, spec.access, spec.sessionInQuery === true, req);
      const [params, query, body, answers] = yield* Effect.promise(() => schemas);
      const input = {
        req,
        res,
        caller,
        metadata: { actor: caller?.memberId ?? "system", requestId: String(req.id ?? "") } satisfies Metadata,
        params: params ? yield* decodeParams(params, spec, invalid, req) : req.params,
        query: query ? yield* decodeInput(query as never, invalid)(queryOf(req)) : undefined,
        body: spec.handlerDecodesBody
          ? req.body
          : body
            ? yield* decodeInput(body as never, invalid)(withTrimmed(req.body ?? {}, ...(spec.trim ?? [])))
            : undefined,
      };
      const result = yield* handler(input as never);
      const { status, value, headers } =
        result instanceof Answered
          ? { status: result.status, value: result.body, headers: result.headers }
          : { status: spec.answers[0].status, value: result as unknown, headers: {} };
      const schema = answers.find(([a]) => a.status === status)?.[1];
      const raw = typeof value === "string" || Buffer.isBuffer(value) || Stream.isStream(value) || schema === undefined;
      return {
        status,
        body: raw ? value : encode(schema as never, value),
        headers: cache === undefined ? headers : { "Cache-Control": cache, ...headers },
      } satisfies Reply;
    }),
  );
};

/**
 * A router per implemented group, each route under its declared method and path (one per group,
 * so that platform/http/by-prefix.ts hands a request only to the groups that can answer it).
 */
export const mount = (runtime: AppRuntime, guards: Guards, groups: ReadonlyArray<Implemented>): Array<Router> =>
  groups.map(({ routes }) => {
    const router = Router();
    for (const [endpoint, handler] of routes) {
      const method = endpoint.method.toLowerCase() as "get" | "post" | "put" | "delete";
      router[method](endpoint.path, bindOne(runtime, guards, endpoint, handler));
    }
    return router;
  });
