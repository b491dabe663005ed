import type { Schema } from "effect";

// One declaration per /api route: its method and path, who may call it, the schemas of what it
// takes and answers, its refusals and how its answers may be cached. The server binds a handler
// to it (server/platform/http/bind.ts: access, decoding, encoding and refusals come from here),
// the web app calls it (`api.call` in web/lib/api.ts), and the OpenAPI document and the access
// suite are built from it. Declarations live in domain/contract/routes/.
//
// A declaration names its schemas instead of holding them: `schemas` loads the contract modules
// that define them. The web app imports declarations on its first screen, and a production build
// must not carry Effect's Schema module there (decision 28); the server and the tests load them
// once, on first use.

/** Who may call: anyone, any open session (one still owing its second factor too), a signed-in member (admins included), or an admin. */
export type Access = "none" | "session" | "member" | "admin";

/** Refusals with the `ErrorBody` answer; 401 and 403 follow from `access`, 413 from a body. */
export type ErrorStatus = 400 | 401 | 404 | 409 | 429 | 502 | 503;

/** The names of a contract module's exports that are schemas. */
export type SchemaName<M> = { [K in keyof M]: M[K] extends Schema.Top ? K : never }[keyof M] & string;

export interface AnswerSpec<M> {
  readonly status: number;
  readonly description: string;
  readonly schema: SchemaName<M>;
  /** How the body travels: JSON (the default), an attachment, or a page for people. */
  readonly as?:
    | "json"
    | "json-attachment"
    | "csv-attachment"
    | "json-or-csv-attachment"
    | "csv-or-xml-attachment"
    | "pdf-attachment"
    | "html";
  /** Headers the answer carries, with what each means. */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface EndpointSpec<M> {
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  /** As Express writes it, parameters after a colon (`:id`). */
  readonly path: string;
  readonly summary: string;
  readonly access: Access;
  /**
   * The handler checks the session inside its own first statement (one round trip), where the
   * binder would check it with one of its own; the access suite holds it to `access` all the same.
   */
  readonly sessionInQuery?: true;
  readonly params?: SchemaName<M>;
  /**
   * A path parameter its schema refuses is bad input, 400 naming it (an id of the wrong form),
   * where by default it is a path that names nothing, 404.
   */
  readonly refuseBadParams?: true;
  /** What the path names, as its 404 says ("Template" not found) when a parameter could name nothing. */
  readonly notFound?: string;
  readonly query?: SchemaName<M>;
  /** A JSON body. */
  readonly body?: SchemaName<M>;
  /**
   * The handler decodes the body itself, with the schema `body` names, after what must come
   * first: a rate limit that counts refused input too, or the defaults a form leaves out.
   */
  readonly handlerDecodesBody?: true;
  /**
   * Text fields of the body trimmed before decoding, so blank text is refused as empty text is;
   * one inside an object by its path (`emailTemplate.subject`).
   */
  readonly trim?: ReadonlyArray<string>;
  /** What a refusal of bad input starts with ("Invalid post"). */
  readonly invalid?: string;
  /** A multipart/form-data body instead, read by the handler itself after the access check. */
  readonly form?: SchemaName<M>;
  readonly answers: readonly [AnswerSpec<M>, ...Array<AnswerSpec<M>>];
  readonly errors?: ReadonlyArray<ErrorStatus>;
  /**
   * Cache-Control of the answers. Answers to a session are about one member and default to
   * `private, no-store`; public answers say their own.
   */
  readonly cache?: string;
}

export type Endpoint<M, S extends EndpointSpec<M> = EndpointSpec<M>> = S & {
  /** Loads the contract modules the names above point into. */
  readonly schemas: () => Promise<M>;
};

/** Any declaration, whatever its schemas: what lists of every route hold. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any>;

/** Declarations of one area, over the schemas `load` gives: `endpoints(load)({ ... })`. */
export const endpoint =
  <M>(schemas: () => Promise<M>) =>
  <const S extends EndpointSpec<M>>(spec: S): Endpoint<M, S> => ({ ...spec, schemas });

/** A JSON answer; the declaration checks that `schema` names a schema of its area. */
export const json = <const N extends string>(
  status: number,
  description: string,
  schema: N,
  headers?: Readonly<Record<string, string>>,
) => (headers === undefined ? { status, description, schema } : { status, description, schema, headers });

type Loaded<E> = E extends { readonly schemas: () => Promise<infer M> } ? M : never;
type TypeOf<M, N> = N extends keyof M ? (M[N] extends Schema.Top ? M[N]["Type"] : never) : never;
type PathNames<P> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route's path parameters, named by its path. */
export type ParamsOf<E> = E extends { readonly path: infer P } ? { readonly [K in PathNames<P>]: string } : never;
export type QueryOf<E> = E extends { readonly query: infer N } ? TypeOf<Loaded<E>, N> : undefined;
export type BodyOf<E> = E extends { readonly body: infer N } ? TypeOf<Loaded<E>, N> : undefined;
/** What the route answers first (its success). */
export type AnswerOf<E> = E extends { readonly answers: readonly [{ readonly schema: infer N }, ...Array<unknown>] }
  ? TypeOf<Loaded<E>, N>
  : never;

/** The path with its parameters written in, each encoded as a URI component. */
export const pathOf = (path: string, params: Readonly<Record<string, string>> = {}): string =>
  path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });

/** The path and its query string, as the web app keys its queries. */
export const urlOf = (
  path: string,
  params?: Readonly<Record<string, string>>,
  query?: Readonly<Record<string, string | number | undefined>>,
): string => {
  const pairs = Object.entries(query ?? {}).filter((pair): pair is [string, string | number] => pair[1] !== undefined);
  const search = new URLSearchParams(pairs.map(([k, v]) => [k, String(v)])).toString();
  return search === "" ? pathOf(path, params) : `${pathOf(path, params)}?${search}`;
};
