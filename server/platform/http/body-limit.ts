import type { Request, RequestHandler } from "express";

// A body whose declared length is over its limit is refused from the headers alone: the 413
// goes out before a byte of the body is read, and the connection is closed so the client stops
// sending. A body sent without a length is cut off by the parsers at the same limits.
export interface BodyLimit {
  readonly maxBytes: number;
  readonly reply: { readonly error: string; readonly fields?: Readonly<Record<string, string>> };
}

export const JSON_BODY_LIMIT: BodyLimit = { maxBytes: 3 * 1024 * 1024, reply: { error: "Request body too large" } };

export const refuseLargeBodies =
  (limitFor: (req: Request) => BodyLimit): RequestHandler =>
  (req, res, next) => {
    const declared = Number(req.headers["content-length"]);
    const limit = limitFor(req);
    if (!(declared > limit.maxBytes)) return next();
    res.set("Connection", "close").status(413).json(limit.reply);
  };
