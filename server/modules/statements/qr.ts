import QRCode from "qrcode";
import { drawText, ensureRoom, PAGE, type Page } from "./pdf.ts";

// A payout's e-invoice on the statement (decision 61): the validation link LHDN gives a valid
// document, written out and as a QR code a phone can open. The code is drawn as vector squares
// from the QR matrix, so it stays sharp at any zoom and needs no image in the file.
const SIDE = 64;
const QUIET = 2;

export const einvoiceQr = (page: Page, label: string, link: string, x: number) => {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: "M" });
  const cell = SIDE / (modules.size + 2 * QUIET);
  ensureRoom(page, SIDE + 6);
  const top = page.y;
  const { doc } = page;
  for (let r = 0; r < modules.size; r++)
    for (let c = 0; c < modules.size; c++)
      if (modules.get(r, c)) doc.rect(x + (c + QUIET) * cell, top + (r + QUIET) * cell, cell, cell);
  doc.fillColor("#000000").fill();
  const textX = x + SIDE + 8;
  const width = PAGE.width - PAGE.margin - textX;
  doc.fontSize(8.5);
  drawText(page, { text: label, x: textX, width, weight: "bold" }, top + 14);
  doc.fontSize(7.5);
  drawText(page, { text: link, x: textX, width }, top + 28);
  page.y = top + SIDE + 6;
};
