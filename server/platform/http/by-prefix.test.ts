import type { AddressInfo } from "node:net";
import express, { Router, type ErrorRequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { byPrefix } from "./by-prefix.ts";

// Routers reached by their first two path segments answer exactly as when Express walked
// them all: same order, same case-insensitive matching, same errors, same fall-through.
const seen: Array<string> = [];
const note =
  (name: string): express.RequestHandler =>
  (_req, _res, next) => {
    seen.push(name);
    next();
  };

const first = Router()
  .get("/api/things/one", (_req, res) => {
    res.json({ from: "first" });
  })
  .get("/api/things/shared", note("first-shared"));
const second = Router()
  .get("/api/things/shared", (_req, res) => {
    res.json({ from: "second" });
  })
  .get("/api/boom/now", () => {
    throw new Error("boom");
  });
const patterned = Router().get("/api/:kind/by-pattern", (req, res) => {
  res.json({ kind: req.params["kind"] });
});
const withMiddleware = Router()
  .use(note("middleware"))
  .get("/api/other/x", (_req, res) => {
    res.json({ from: "other" });
  });
const leaves = Router().get("/api/leave/early", (_req, _res, next) => next("router"));

let base = "";
let close = () => {};
beforeAll(async () => {
  const app = express();
  app.use(byPrefix([withMiddleware, first, second, patterned, leaves]));
  app.use((_req, res) => {
    res.status(404).json({ error: "Not found" });
  });
  const onError: ErrorRequestHandler = (error: Error, _req, res, _next) => {
    res.status(500).json({ error: error.message });
  };
  app.use(onError);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const get = async (path: string) => {
  seen.length = 0;
  const response = await fetch(`${base}${path}`);
  return [response.status, await response.json(), [...seen]];
};

describe("routers by path prefix", () => {
  it("reach the router with the route, in the order given, past one that only looked", async () => {
    expect(await get("/api/things/one")).toEqual([200, { from: "first" }, ["middleware"]]);
    expect(await get("/api/things/shared")).toEqual([200, { from: "second" }, ["middleware", "first-shared"]]);
  });

  it("match paths without regard to case, as Express does", async () => {
    expect(await get("/API/Things/One")).toEqual([200, { from: "first" }, ["middleware"]]);
  });

  it("let a router whose route has a pattern in the prefix see every request", async () => {
    expect(await get("/api/widgets/by-pattern")).toEqual([200, { kind: "widgets" }, ["middleware"]]);
    expect(await get("/api/other/x")).toEqual([200, { from: "other" }, ["middleware"]]);
  });

  it("pass errors on, go on after next('router') and fall through when nothing answers", async () => {
    expect(await get("/api/boom/now")).toEqual([500, { error: "boom" }, ["middleware"]]);
    expect(await get("/api/leave/early")).toEqual([404, { error: "Not found" }, ["middleware"]]);
    expect(await get("/api/nowhere/at-all")).toEqual([404, { error: "Not found" }, ["middleware"]]);
  });

  it("show every router to route listings", () => {
    expect(byPrefix([first, second]).stack.map((layer) => layer.handle)).toEqual([first, second]);
  });
});
