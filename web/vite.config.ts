import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// The API server (server/start.ts) listens here in development; the dev server forwards to it so
// the browser sees one origin, as it does in production where the API serves the built app.
const apiTarget = process.env.JEMPUT_API_URL ?? "http://localhost:5000";

export default defineConfig({
  // Anchored to this file so the config works from any working directory.
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react({ jsxImportSource: "@emotion/react" })],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
  },
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/uploads": { target: apiTarget, changeOrigin: true },
    },
  },
});
