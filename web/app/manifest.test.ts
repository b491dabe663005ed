import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// What makes the app installable on a phone: the manifest, the icons it names (drawn by
// web/scripts/icons.ts) and the page's links to them.
const WEB = fileURLToPath(new URL("..", import.meta.url));
const PUBLIC = path.join(WEB, "public");

type Icon = { src: string; sizes: string; type: string; purpose?: string };
const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, "manifest.webmanifest"), "utf8")) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Icon[];
};
const indexHtml = fs.readFileSync(path.join(WEB, "index.html"), "utf8");

// Width and height from a PNG's IHDR chunk, which always follows the 8-byte signature.
function pngSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 8).toString("hex"), file).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("ascii"), file).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const publicFile = (src: string) => path.join(PUBLIC, src.replace(/^\//, ""));

describe("the web app manifest", () => {
  it("names the app, opens the dashboard on its own and colours the splash screen", () => {
    expect(manifest).toMatchObject({ name: "Jemput", start_url: "/dashboard", scope: "/", display: "standalone" });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("lists 192 and 512 pixel icons and a maskable one, each a PNG of the size it claims", () => {
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`);
    expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
    for (const icon of manifest.icons) {
      expect(icon.type).toBe("image/png");
      const file = publicFile(icon.src);
      expect(fs.existsSync(file), icon.src).toBe(true);
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(pngSize(file), icon.src).toEqual({ width, height });
    }
  });
});

describe("the page", () => {
  const hrefOf = (rel: string) => new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(indexHtml)?.[1];

  it("links the manifest and an apple-touch-icon that exist", () => {
    expect(hrefOf("manifest")).toBe("/manifest.webmanifest");
    const touchIcon = hrefOf("apple-touch-icon");
    expect(touchIcon).toBeDefined();
    expect(pngSize(publicFile(touchIcon!))).toEqual({ width: 180, height: 180 });
  });

  it("declares both colour schemes, with a browser colour for each", () => {
    expect(indexHtml).toContain(`<meta name="color-scheme" content="light dark" />`);
    for (const scheme of ["light", "dark"]) {
      expect(indexHtml).toMatch(
        new RegExp(`<meta name="theme-color" media="\\(prefers-color-scheme: ${scheme}\\)" content="#[0-9a-f]{6}" />`),
      );
    }
  });

  it("ships the offline page the service worker falls back to, in English and Malay", () => {
    const worker = fs.readFileSync(path.join(PUBLIC, "sw.js"), "utf8");
    const offlineUrl = /const OFFLINE_URL = "([^"]+)"/.exec(worker)?.[1];
    expect(offlineUrl).toBe("/offline.html");
    const offline = fs.readFileSync(publicFile(offlineUrl!), "utf8");
    expect(offline).toContain("You're offline");
    expect(offline).toContain('lang="ms"');
    // The page's CSP allows no inline script, so the offline page has none.
    expect(offline).not.toMatch(/<script\b|\son[a-z]+\s*=/i);
  });
});
