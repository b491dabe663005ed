import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { StartOutput } from "./start-output.ts";

// `npm start` builds the web app when the build is missing or older than its sources.
const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCES = [path.join(ROOT, "web"), path.join(ROOT, "domain")];

const newestMtime = (dir: string): number => {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
};

export const webBuildIsStale = (webDir: string): boolean => {
  const index = path.join(webDir, "index.html");
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return SOURCES.some((dir) => fs.existsSync(dir) && newestMtime(dir) > built);
};

/** Vite's own progress on a terminal (modules transformed, chunks written); only warnings in a log. */
export const viteBuildArgs = (interactive: boolean): Array<string> => [
  "build",
  "--config",
  "web/vite.config.ts",
  ...(interactive ? [] : ["--logLevel", "warn"]),
];

/** Runs Vite with the terminal (or log) as its output; answers its exit status. */
export type ViteRunner = (args: ReadonlyArray<string>) => number | null;

const runVite: ViteRunner = (args) =>
  spawnSync(path.join(ROOT, "node_modules", ".bin", "vite"), args, { cwd: ROOT, stdio: "inherit" }).status;

// The first start spends about half a minute here: on a terminal the person waiting is told
// so, watches Vite's progress, and gets the time it took; a log gets a line before and after.
export const buildWeb = (output: StartOutput, run: ViteRunner = runVite): void => {
  const started = performance.now();
  if (output.interactive)
    output.write("Building the web app (on a first start, or after its sources changed; about half a minute)\n");
  else output.logger.info("building the web app");
  const status = run(viteBuildArgs(output.interactive));
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  if (status !== 0) throw new Error(`The web build failed after ${seconds.toFixed(1)} s (see above).`);
  if (output.interactive) output.write(`Web app built in ${seconds.toFixed(1)} s.\n`);
  else output.logger.info({ seconds }, "web app built");
};
