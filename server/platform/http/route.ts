import { Cause, Effect, Exit, Stream } from "effect";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { AppRuntime, AppServices } from "../runtime.ts";
import { requestLanguage } from "../i18n/request-language.ts";
import { isTranslatable, translateRefusalBody } from "../i18n/refusals.ts";
import { CODE_BY_TAG, STATUS_BY_TAG } from "./errors.ts";

// Routes stay thin: decode, call a handler, and let this map tagged failures to statuses
// with one JSON shape, { error, fields? } (or { error, code } for a refusal a client acts on).
// A refusal that names fields speaks the requester's language (platform/i18n); the field names
// and codes a client reads stay as they are.
/** For answers about one member: never kept by shared caches. */
export const PRIVATE_NO_STORE = { "Cache-Control": "private, no-store" } as const;

export interface Reply {
  readonly status?: number;
  /** JSON, text or bytes sent as they are, or a stream of text chunks (a download too large to hold). */
  readonly body: unknown;
  readonly headers?: Record<string, string>;
}

type Chunks = Stream.Stream<string | Buffer, unknown, AppServices>;

// A streamed answer's status and headers leave with its first chunk: a failure before it is
// refused like any other, and one after it can only cut the download short.
const sent = (res: Response, { status = 200, body, headers = {} }: Reply) => {
  const start = () => {
    if (!res.headersSent) res.status(status).set(headers);
  };
  if (Stream.isStream(body))
    return Stream.runForEach(body as Chunks, (chunk) =>
      Effect.sync(() => {
        start();
        res.write(chunk);
      }),
    ).pipe(Effect.andThen(Effect.sync(() => (start(), res.end()))));
  return Effect.sync(() => {
    start();
    if (typeof body === "string" || Buffer.isBuffer(body)) res.send(body);
    else res.json(body);
  });
};

// Only a refusal the catalog knows costs the look-up of whose language to write it in.
const fieldRefusal = async (runtime: AppRuntime, req: Request, error: string, fields: unknown) => {
  const body = { error, fields: fields as Readonly<Record<string, string>> };
  if (!Object.values(body.fields).every((message) => typeof message === "string") || !isTranslatable(body)) return body;
  return translateRefusalBody(body, await runtime.runPromise(requestLanguage(req)));
};

export const route =
  (
    runtime: AppRuntime,
    handler: (req: Request, res: Response) => Effect.Effect<Reply, unknown, AppServices>,
  ): RequestHandler =>
  async (req: Request, res: Response, next: NextFunction) => {
    const exit = await runtime.runPromiseExit(Effect.flatMap(handler(req, res), (reply) => sent(res, reply)));
    if (Exit.isSuccess(exit)) return;
    if (res.headersSent) {
      req.log.error({ err: Cause.squash(exit.cause) }, "answer failed part-way");
      res.destroy();
      return;
    }
    const failure = exit.cause.reasons.find(Cause.isFailReason)?.error as
      { _tag?: string; message?: string; fields?: unknown } | undefined;
    const status = failure?._tag ? STATUS_BY_TAG[failure._tag] : undefined;
    const code = failure?._tag ? CODE_BY_TAG[failure._tag] : undefined;
    if (failure && status !== undefined) {
      const retryAfter = (failure as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter !== undefined) res.set("Retry-After", String(retryAfter));
      if (failure.fields) {
        res.status(status).json(await fieldRefusal(runtime, req, failure.message ?? "", failure.fields));
        return;
      }
      res.status(status).json(code ? { error: failure.message, code } : { error: failure.message });
      return;
    }
    next(Cause.squash(exit.cause));
  };
