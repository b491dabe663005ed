import type { NextFunction, Request, RequestHandler, Response, Router } from "express";

// Express walks every router mounted with `app.use(router)` for every request, each with its
// own bookkeeping: with eighteen of them, a request spent more time walking routers than in
// its own handler. The routers here keep their full paths; this sends a request only to the
// routers with a route under the same first two path segments ("/api/dashboard"), in the
// order they were given. A router with a route it cannot place (a pattern in those segments,
// a regular expression) or with middleware of its own sees every request, as before.

interface Layer {
  readonly route?: { readonly path: unknown };
}

// Express matches paths case-insensitively and without decoding them, and so does the key.
const keyOf = (path: string): string | null => {
  const [, first = "", second = ""] = path.toLowerCase().split("/", 3);
  return /[:*?(){}]/.test(first + second) ? null : `${first}/${second}`;
};

const placesOf = (router: Router): Set<string> | "everywhere" => {
  const keys = new Set<string>();
  for (const layer of router.stack as ReadonlyArray<Layer>) {
    const key = layer.route && typeof layer.route.path === "string" ? keyOf(layer.route.path) : null;
    if (key === null) return "everywhere";
    keys.add(key);
  }
  return keys;
};

/** One middleware that hands each request to the routers that can answer it. */
export const byPrefix = (
  routers: ReadonlyArray<Router>,
): RequestHandler & { readonly stack: ReadonlyArray<{ handle: Router }> } => {
  const places = routers.map(placesOf);
  const forKey = (key: string | null) =>
    routers.filter((_, i) => places[i] === "everywhere" || key === null || (places[i] as Set<string>).has(key));
  const table = new Map<string, ReadonlyArray<Router>>();
  for (const place of places) if (place !== "everywhere") for (const key of place) table.set(key, forKey(key));
  const elsewhere = forKey("\0");

  const handler = (req: Request, res: Response, next: NextFunction) => {
    const key = keyOf(req.path);
    const chosen = key === null ? routers : (table.get(key) ?? elsewhere);
    const run = (i: number, error?: unknown): void => {
      // "router" leaves a router early (Express's own convention); the next one still runs.
      if (error !== undefined && error !== null && error !== "router") return next(error);
      if (i === chosen.length) return next();
      chosen[i]!(req, res, (e?: unknown) => run(i + 1, e));
    };
    run(0);
  };
  // Route listings (server/suites/security/router-routes.ts) look inside mounted routers by `stack`.
  return Object.assign(handler, { stack: routers.map((handle) => ({ handle })) });
};
