import react from "@vitejs/plugin-react";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import { catalogs } from "./scripts/catalogs-plugin.ts";
import { signedInGroup } from "./scripts/chunking.ts";

// The API server (server/app/start.ts) listens here in development; the dev server forwards to it so
// the browser sees one origin, as it does in production where the API serves the built app.
const apiTarget = process.env.JEMPUT_API_URL ?? "http://localhost:5000";

// The screen each address shows first (as in app/routes.tsx), so the server can name that
// screen's chunks in the page it sends: they then load alongside the entry instead of after it.
const SHELL = "features/shell/components/AppShell.tsx";
// Asks for the signed-in screen's data as soon as the entry has run (see app/App.tsx).
const PREFETCH = "app/prefetch.ts";
const DASHBOARD = "features/dashboard/components/DashboardScreen.tsx";
const SCREENS: Record<string, ReadonlyArray<string>> = {
  "/login": ["features/auth/components/LoginScreen.tsx"],
  "/reset-password": ["features/auth/components/ResetPasswordScreen.tsx"],
  "/": [SHELL, PREFETCH, DASHBOARD],
  "/dashboard": [SHELL, PREFETCH, DASHBOARD],
  "/team": [SHELL, PREFETCH, "features/team/components/TeamScreen.tsx"],
  "/invite": [SHELL, PREFETCH, "features/invite/components/InviteScreen.tsx"],
  "/reports": [SHELL, PREFETCH, "features/reports/components/ReportsScreen.tsx"],
  "/payouts": [SHELL, PREFETCH, "features/payouts/components/PayoutsScreen.tsx"],
  "/profile": [SHELL, PREFETCH, "features/profile/components/ProfileScreen.tsx"],
  "/admin": [SHELL, PREFETCH, "features/admin/components/AdminScreen.tsx"],
};

/** Writes route-preloads.json: for each address, the chunks of its screens and what they import. */
const routePreloads = (): Plugin => ({
  name: "jemput-route-preloads",
  apply: "build",
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
    const entry = chunks.find((c) => c.isEntry);
    const loaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
    const withImports = (fileName: string, into: Set<string>) => {
      if (into.has(fileName) || loaded.has(fileName)) return;
      into.add(fileName);
      const chunk = bundle[fileName];
      if (chunk?.type === "chunk") for (const imported of chunk.imports) withImports(imported, into);
    };
    const preloads: Record<string, Array<string>> = {};
    for (const [address, screens] of Object.entries(SCREENS)) {
      const files = new Set<string>();
      for (const screen of screens) {
        // The chunk holding the screen's module, which need not be named after it (the
        // signed-in group of scripts/chunking.ts holds the shell).
        const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/web/${screen}`)));
        if (!chunk) this.error(`no chunk for ${screen}: keep SCREENS in step with app/routes.tsx`);
        withImports(chunk.fileName, files);
      }
      preloads[address] = [...files];
    }
    this.emitFile({ type: "asset", fileName: "route-preloads.json", source: JSON.stringify(preloads, null, 2) });
  },
});

/** Brotli and gzip copies of every asset, made once here so the server never compresses them per request. */
const precompress = (): Plugin => {
  let outDir = "";
  return {
    name: "jemput-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, "assets");
      if (!fs.existsSync(assets)) return;
      for (const name of fs.readdirSync(assets)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const file = path.join(assets, name);
        const body = fs.readFileSync(file);
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
    },
  };
};

// React Router 7 names only its development build in its package exports, so bundlers always
// take it, dev-only warnings and checks included (remix-run/react-router#14102). Builds take the
// production build it ships next to it.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

const webRoot = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig(({ command }) => ({
  // Anchored to this file so the config works from any working directory.
  root: webRoot,
  plugins: [react({ jsxImportSource: "@emotion/react" }), catalogs(), routePreloads(), precompress()],
  resolve:
    command === "build"
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduction("index.mjs") },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction("dom-export.mjs") },
          ],
        }
      : {},
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for the first screens. Over HTTP/1.1 (the app serves itself) a
        // browser fetches six files at a time, so two dozen small chunks cost two or three more
        // round trips than ten. The libraries every screen runs share one chunk; the signed-in
        // shell, its first requests and what the dashboard shares with other screens another;
        // the small app modules (ui, lib, domain) that at least four screens import a third. Heavy modules
        // that load on demand (dialogs, toasts, phone numbers) stay apart, and so do the API
        // contract's schemas and what they import (Effect's Schema module, and domain/safe-text.ts,
        // which brings it): they load with the first answer to decode, never with the first
        // screen (web/lib/api.ts). The forms check text with domain/safe-text-rule.ts instead.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|jotai|@lingui[\\/](core|react)|@emotion|stylis|hoist-non-react-statics|react-is|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
            // Every icon of the app (lucide-react, tree-shaken to the few dozen it draws), the
            // language picker and the first-visit flag: the login screen and the signed-in shell
            // both draw them, so one file instead of a request each.
            {
              name: "common",
              test: /[\\/]node_modules[\\/]lucide-react[\\/]|[\\/]web[\\/](ui[\\/]LanguagePicker|lib[\\/]first-visit\.ts)/,
              // What they import is in the entry's chunks already; pulled in, it would move here.
              includeDependenciesRecursively: false,
            },
            signedInGroup({
              root: webRoot,
              entry: "main.tsx",
              signedOut: SCREENS["/login"]!.concat(SCREENS["/reset-password"]!),
              signedIn: [SHELL, PREFETCH],
              home: DASHBOARD,
            }),
            {
              name: "shared",
              test: /[\\/]web[\\/](lib(?![\\/]decode)|ui[\\/](?!Dialog|Toaster|PhoneInput|CountryPicker|phone-number))|[\\/]domain[\\/](?!contract[\\/](?!limits)|events\.ts|safe-text\.ts)/,
              minShareCount: 4,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/uploads": { target: apiTarget, changeOrigin: true },
    },
  },
}));
