import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ENDPOINTS } from "../../../domain/contract/routes/all.ts";
import { listRoutes, routeKey } from "../security/router-routes.ts";

// A route is declared once (decision 44): its path is written in its declaration and nowhere
// else that ships, so changing it is one edit, and every route the server answers is declared.

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const isTest = (path: string) =>
  /\.(test|chaos|e2e|bench)\.tsx?$/.test(path) ||
  path.split("/").some((part) => part === "testing" || part === "suites");

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return ["node_modules", "public", "dist"].includes(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !isTest(path) ? [path] : [];
  });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The path as source might write it: quoted or in a template, each `:param` as any segment. */
const writtenAs = (path: string) =>
  new RegExp(`["'\`]${escape(path).replace(/:\w+/g, "(?:\\$\\{[^}]+\\}|[^/\"'\`?]+)")}(?=["'\`?#])`);

describe("route declarations", () => {
  const files = ["domain", "server", "cli", "web"].flatMap(sourceFiles).map((path) => ({
    path,
    text: readFileSync(join(root, path), "utf8"),
  }));

  it("write each /api path in one source file, its declaration", () => {
    const elsewhere = ENDPOINTS.flatMap((endpoint) => {
      const pattern = writtenAs(endpoint.path);
      return files
        .filter((file) => !file.path.startsWith("domain/contract/routes/") && pattern.test(file.text))
        .map((file) => `${endpoint.method} ${endpoint.path} in ${file.path}`);
    });
    expect(elsewhere).toEqual([]);
  });

  it("are the routes the server answers, one declaration each", () => {
    const declared = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(declared).size, "declared twice").toBe(declared.length);
    expect(listRoutes().map(routeKey).sort()).toEqual([...declared].sort());
  });
});
