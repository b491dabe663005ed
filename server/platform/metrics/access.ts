import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";

// Who may read /metrics (decision 26). The numbers say how busy the service is and how its
// database and queue are doing: nothing for the public. A scraper on the same machine reads
// them without a token; anyone else needs `Authorization: Bearer <METRICS_TOKEN>`.
//
// "The same machine" is the connection's own address, loopback, and no forwarding header: a
// reverse proxy on the same machine connects from loopback too, on behalf of anyone, and says
// so with X-Forwarded-For (or Forwarded, X-Real-IP). Such a request counts as remote whatever
// TRUST_PROXY says, so a proxy forgotten in the settings never opens the metrics to the world.

const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"] as const;

export const isLoopbackAddress = (address: string | undefined): boolean =>
  address !== undefined && (address === "::1" || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address));

export const fromThisMachine = (req: Request): boolean =>
  isLoopbackAddress(req.socket.remoteAddress) && FORWARDING_HEADERS.every((h) => req.headers[h] === undefined);

const digest = (value: string) => crypto.createHash("sha256").update(value).digest();

/** Compares in constant time: digests of equal length, whatever the lengths of the inputs. */
export const tokenMatches = (given: string, expected: string): boolean =>
  crypto.timingSafeEqual(digest(given), digest(expected));

const bearer = (req: Request): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "");
  return match ? match[1]! : null;
};

/**
 * Without a token configured, the metrics do not exist off this machine (404, as any unknown
 * path). With one, a caller elsewhere without it, or with another, gets 401 and the scheme to use.
 */
export const metricsAccess =
  (token: string | null) =>
  (req: Request, res: Response, next: NextFunction): void => {
    if (fromThisMachine(req)) return next();
    if (token === null) {
      res.status(404).json({ error: "Not found" });
      return;
    }
    const given = bearer(req);
    if (given !== null && tokenMatches(given, token)) return next();
    res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').json({ error: "Authentication required" });
  };
