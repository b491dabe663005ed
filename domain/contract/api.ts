import type { Schema } from "effect";

// The shape of the route table (member-api.ts, admin-api.ts): for each /api route what it takes
// and what it answers, in the contract's schemas. The OpenAPI document is built from it
// (server/platform/http/openapi.ts), and a test holds it to the routes the server really has.

/** Who may call: anyone, a signed-in member (admins included), or an admin only. */
export type Access = "none" | "member" | "admin";

/** Refusals with the `ErrorBody` answer; 401 and 403 follow from `access`, 413 from a body. */
export type ErrorStatus = 400 | 401 | 404 | 409 | 429 | 502 | 503;

export type Fields = Schema.Struct.Fields;

export interface Answer {
  readonly status: number;
  readonly description: string;
  readonly schema: Schema.Top;
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

export interface ApiRoute {
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  /** As Express writes it: `/api/admin/posts/:id/approve`. */
  readonly path: string;
  readonly summary: string;
  readonly access: Access;
  readonly params?: Schema.Struct<Fields>;
  readonly query?: Schema.Struct<Fields>;
  /** A JSON body. */
  readonly body?: Schema.Top;
  /** A multipart/form-data body instead. */
  readonly form?: Schema.Struct<Fields>;
  readonly answers: readonly [Answer, ...Array<Answer>];
  readonly errors?: ReadonlyArray<ErrorStatus>;
}

export const json = (status: number, description: string, schema: Schema.Top, headers?: Answer["headers"]): Answer =>
  headers === undefined ? { status, description, schema } : { status, description, schema, headers };
