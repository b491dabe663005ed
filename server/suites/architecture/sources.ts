import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// The shipped source the architecture suite reads, and the folders it names.

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

// Test code (test files and the support in testing/ folders) may reach anywhere to set things
// up; only the shipped code has to keep the rules.
export const isTestFile = (path: string) =>
  /\.(test|chaos|e2e)\.tsx?$/.test(path) || path.split("/").includes("testing");

/** The shipped .ts and .tsx files under `dir`, as paths from the repository's root. */
export const sourceFiles = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "public" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") && !isTestFile(path) ? [path] : [];
  });

/** The folder a file belongs to, as the architecture names them (a top-level platform file is its own). */
export const folderOf = (path: string): string => {
  const parts = path.split("/");
  const [top, second, third] = parts;
  if (
    top === "server" &&
    (second === "platform" || second === "modules" || second === "suites") &&
    third !== undefined
  ) {
    return parts.slice(0, 3).join("/");
  }
  if (top === "server") return parts.length > 2 ? `server/${second}` : "server";
  if (top === "web" && second === "features" && third !== undefined) return parts.slice(0, 3).join("/");
  if (top === "web") return parts.length > 2 ? `web/${second}` : "web";
  if (top === "tools" && third !== undefined) return parts.slice(0, 2).join("/");
  return top ?? path;
};

/** The product's own source (server/ and cli/, without the suites) with its text, for rules about its SQL. */
export const shippedSources = () =>
  ["server", "cli"]
    .flatMap(sourceFiles)
    .filter((path) => !path.startsWith("server/suites/"))
    .map((path) => ({ path, text: readFileSync(join(root, path), "utf8") }));
