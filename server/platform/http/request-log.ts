import type { Express, NextFunction, Request, Response } from "express";
import type { Logger } from "../logging/logger.ts";

declare module "node:http" {
  interface IncomingMessage {
    /** A number per request, counted per process: log lines and audit entries carry it. */
    id: number;
    /** The app's logger bound to this request (id, method, path), made on first use. */
    log: Logger;
  }
}

// The request logger pino-http would be, without its cost: pino-http made a child logger for
// every request up front, which halved the requests per second of a route with no database.
// Most answers log nothing (a 2xx is silent), so the child is made only when something logs.
// Method, path and status are enough to follow a request; headers and bodies stay out.
export const requestLogging = (app: Express, logger: Logger) => {
  let counter = 0;
  const children = new WeakMap<Request, Logger>();
  Object.defineProperty(app.request, "log", {
    configurable: true,
    get(this: Request): Logger {
      let child = children.get(this);
      if (!child)
        children.set(
          this,
          (child = logger.child({ req: { id: this.id, method: this.method, path: this.originalUrl.split("?")[0] } })),
        );
      return child;
    },
  });

  return (req: Request, res: Response, next: NextFunction) => {
    req.id = ++counter;
    const started = performance.now();
    res.once("finish", () => {
      const status = res.statusCode;
      if (status < 400) return;
      const line = { res: { statusCode: status }, responseTime: Math.round(performance.now() - started) };
      if (status >= 500) req.log.error(line, "request errored");
      else req.log.warn(line, "request completed");
    });
    next();
  };
};
