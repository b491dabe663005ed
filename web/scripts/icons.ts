// Draws the home screen icons from the logo (web/public/favicon.svg) into web/public/icons/:
//   npm run icons
// The PNGs are kept in the repository, so a build needs neither this script nor sharp's
// native code; run it again after the logo changes. The manifest (web/public/manifest.webmanifest)
// and index.html name these files, and web/app/manifest.test.ts checks their sizes.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const publicDir = fileURLToPath(new URL("../public/", import.meta.url));
const logo = fs.readFileSync(path.join(publicDir, "favicon.svg"), "utf8");

// The logo is a rounded tile (its first <rect>) with the mark drawn over it.
const tile = /<rect\b[^>]*\/>/.exec(logo)?.[0];
const tileFill = tile && /\bfill="([^"]+)"/.exec(tile)?.[1];
if (!tile || !tileFill) throw new Error("favicon.svg no longer starts with its tile: update web/scripts/icons.ts");
const mark = logo
  .replace(tile, "")
  .replace(/^\s*<svg\b[^>]*>/, "")
  .replace(/<\/svg>\s*$/, "");

// A square filled to the edges, the mark shrunk about the centre. A maskable icon is cut to any
// shape by the launcher, so its mark must stay inside the middle circle of 80% diameter
// (the mark reaches 13.6 of the 32 units from the centre, 0.8 of that is inside 12.8); iOS
// rounds the corners of its touch icon itself and shows transparency as black.
const fullBleed = (scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${tileFill}"/>` +
  `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${mark}</g></svg>`;

const ICONS = [
  { file: "icon-192.png", size: 192, svg: logo },
  { file: "icon-512.png", size: 512, svg: logo },
  { file: "maskable-512.png", size: 512, svg: fullBleed(0.8) },
  { file: "apple-touch-icon.png", size: 180, svg: fullBleed(0.9) },
] as const;

const outDir = path.join(publicDir, "icons");
fs.mkdirSync(outDir, { recursive: true });
for (const icon of ICONS) {
  // Rendered at the icon's own size (the logo's viewBox is 32 units at 72 dpi), never scaled up.
  await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: false })
    .toFile(path.join(outDir, icon.file));
  console.log(`web/public/icons/${icon.file} (${icon.size}×${icon.size})`);
}
