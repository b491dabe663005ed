import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

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

export const buildWeb = (): void => {
  const vite = path.join(ROOT, "node_modules", ".bin", "vite");
  const result = spawnSync(vite, ["build", "--config", "web/vite.config.ts", "--logLevel", "warn"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("The web build failed (see above).");
};
