// The part of fontkit's API the statements use (the package ships no types): opening a font
// file once, for pdfkit to embed in each statement (pdfkit takes any object with `layout`).
declare module "fontkit" {
  interface Font {
    layout(text: string): unknown;
  }
  export function openSync(path: string, postscriptName?: string): Font;
}
