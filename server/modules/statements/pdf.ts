import PDFDocument from "pdfkit";
import { fontSource, scriptRuns, type Script, type StatementFonts } from "./fonts.ts";

// A small page model over pdfkit: text in the script's own font (run by run when scripts mix),
// rows of cells that move down the page, and a new page when a row would not fit.

export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;

export type Weight = "regular" | "bold";

export interface Cell {
  readonly text: string;
  readonly x: number;
  readonly width: number;
  readonly align?: "left" | "right";
  readonly weight?: Weight;
  /** Its own size, smaller than the row's (a column heading made to fit). */
  readonly size?: number;
}

export interface Page {
  readonly doc: PDFKit.PDFDocument;
  y: number;
}

const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;

export const newPage = (fonts: StatementFonts, title: string): Page => {
  const doc = new PDFDocument({ size: "A4", margin: PAGE.margin, info: { Title: title, Author: "Jemput" } });
  for (const [script, pair] of [
    ["latin", fonts.latin],
    ["cjk", fonts.cjk],
    ["tamil", fonts.tamil],
  ] as const) {
    // A script without its font is drawn in the Latin one (its glyphs missing, never a failure).
    const chosen = pair ?? fonts.latin;
    for (const weight of ["regular", "bold"] as const) {
      // pdfkit embeds a parsed fontkit font as it does a file (PDFFontFactory.open); its types
      // name only files and bytes.
      doc.registerFont(fontName(script, weight), fontSource(chosen[weight]) as string);
    }
  }
  return { doc, y: PAGE.margin };
};

/** The font of text whose scripts do not mix; for mixed text, that of its first run. */
const mainScript = (text: string): Script => scriptRuns(text)[0]?.script ?? "latin";

/** The height `text` takes in `width` at the current size. */
export const heightOf = (page: Page, cell: Cell): number => {
  page.doc.font(fontName(mainScript(cell.text), cell.weight ?? "regular"));
  return page.doc.heightOfString(cell.text || " ", { width: cell.width });
};

/** The size at most `max` at which each word of `text` fits in `width` (no word is cut). */
export const fittingSize = (page: Page, text: string, width: number, weight: Weight, max: number): number => {
  page.doc.font(fontName(mainScript(text), weight)).fontSize(max);
  const widest = Math.max(...text.split(/[ \n]+/).map((word) => page.doc.widthOfString(word)));
  return widest <= width ? max : Math.floor((max * width * 10) / widest) / 10;
};

/** Draws `text` at (x, y) within `width`, wrapping; each run of one script in its own font. */
export const drawText = (page: Page, cell: Cell, y: number) => {
  const { doc } = page;
  const weight = cell.weight ?? "regular";
  const runs = scriptRuns(cell.text);
  if (runs.length <= 1) {
    doc.font(fontName(runs[0]?.script ?? "latin", weight));
    doc.text(cell.text, cell.x, y, { width: cell.width, align: cell.align ?? "left" });
    return;
  }
  runs.forEach((run, i) => {
    doc.font(fontName(run.script, weight));
    const continued = i < runs.length - 1;
    if (i === 0) doc.text(run.text, cell.x, y, { width: cell.width, continued });
    else doc.text(run.text, { continued });
  });
};

/** Moves to a new page unless `height` more fits on this one. */
export const ensureRoom = (page: Page, height: number) => {
  if (page.y + height <= BOTTOM) return;
  page.doc.addPage();
  page.y = PAGE.margin;
};

/** One row of cells at the current position; the page moves down by its tallest cell. */
export const row = (page: Page, cells: ReadonlyArray<Cell>, options: { size?: number; gap?: number } = {}) => {
  const sized = (cell: Cell) => page.doc.fontSize(cell.size ?? options.size ?? 9.5);
  const height = Math.max(...cells.map((c) => (sized(c), heightOf(page, c))));
  ensureRoom(page, height);
  for (const cell of cells) {
    sized(cell);
    drawText(page, cell, page.y);
  }
  page.y += height + (options.gap ?? 4);
};

export const rule = (page: Page, weight = 0.5) => {
  page.doc
    .moveTo(PAGE.margin, page.y)
    .lineTo(PAGE.width - PAGE.margin, page.y)
    .lineWidth(weight)
    .strokeColor("#9aa3ad")
    .stroke();
  page.y += 5;
};

export const space = (page: Page, points: number) => {
  page.y += points;
};

/** The finished document's bytes. */
export const toBuffer = (page: Page): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Array<Buffer> = [];
    page.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    page.doc.on("end", () => resolve(Buffer.concat(chunks)));
    page.doc.on("error", reject);
    page.doc.end();
  });
