import type { Express } from "express";
import { createApp } from "../../app/app.ts";
import { loadConfig } from "../../platform/config/config.ts";
import { makeLogger } from "../../platform/logging/logger.ts";

// The routes an Express 5 app answers, read from its router rather than from a list kept by
// hand, so a route added anywhere shows up in the suites that walk every route.
// Express 5 (router 2) keeps a Layer per `use` or `route`: a route layer has `.route` with
// `path` and `methods`; a mounted router's handle has its own `stack`; `rawPath` is the path a
// layer was registered with (a `use` without a path is "/").
export interface AppRoute {
  readonly method: string;
  readonly path: string;
}

interface Layer {
  readonly rawPath?: unknown;
  readonly route?: { readonly path: unknown; readonly methods: Record<string, boolean> };
  readonly handle?: { readonly stack?: ReadonlyArray<Layer> };
}

const join = (prefix: string, path: string) => (path === "/" ? prefix : `${prefix}${path}`);

const walk = (stack: ReadonlyArray<Layer>, prefix: string): Array<AppRoute> =>
  stack.flatMap((layer): Array<AppRoute> => {
    if (layer.route) {
      // Regular-expression routes (the web app's catch-all) have no pattern to name.
      const paths = [layer.route.path].flat().filter((p) => typeof p === "string");
      const methods = Object.keys(layer.route.methods)
        .filter((m) => m !== "_all")
        .map((m) => m.toUpperCase());
      return paths.flatMap((p) => methods.map((method) => ({ method, path: join(prefix, p) })));
    }
    const nested = layer.handle?.stack;
    if (!nested) return [];
    const mount = typeof layer.rawPath === "string" ? layer.rawPath : "/";
    return walk(nested, join(prefix, mount));
  });

/** Every `/api` route of the app as `METHOD /path/:param`, sorted. */
export const apiRoutes = (app: Express): Array<AppRoute> => {
  const stack = (app.router as unknown as { stack: ReadonlyArray<Layer> }).stack;
  const seen = new Map<string, AppRoute>();
  for (const r of walk(stack, "")) if (r.path === "/api" || r.path.startsWith("/api/")) seen.set(routeKey(r), r);
  return [...seen.values()].sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
};

/** Every route of the app outside `/api` (the operators' routes) as `METHOD /path`, sorted. */
export const operatorRoutes = (app: Express): Array<AppRoute> => {
  const stack = (app.router as unknown as { stack: ReadonlyArray<Layer> }).stack;
  const seen = new Map<string, AppRoute>();
  for (const r of walk(stack, "")) if (r.path !== "/api" && !r.path.startsWith("/api/")) seen.set(routeKey(r), r);
  return [...seen.values()].sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
};

export const routeKey = (r: AppRoute) => `${r.method} ${r.path}`;

/** The routes of the app as the server builds it; listing them calls nothing, so no runtime is needed. */
export const listRoutes = (): Array<AppRoute> =>
  apiRoutes(
    createApp({
      runtime: null as never,
      config: loadConfig({ DATA_DIR: "/nonexistent" }),
      logger: makeLogger("silent"),
    }),
  );
