// A small XML reader for tests of the files the app writes (the ISO 20022 payment file): no
// schema validator ships with the project, so a test parses the file into elements, which
// fails on anything not well-formed (an unclosed or crossed tag, a bare "&" or "<"), and then
// checks the elements the schema requires by path. No DTDs, comments or CDATA: the app writes none.

export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: ReadonlyArray<XmlElement>;
  /** The element's own text, entities decoded. */
  readonly text: string;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

const decode = (raw: string): string => {
  if (/[<>]/.test(raw)) throw new Error(`Bare markup character in text: ${raw}`);
  return raw.replace(/&([a-z]+);|&/g, (whole, name: string | undefined) => {
    const value = name === undefined ? undefined : ENTITIES[name];
    if (value === undefined) throw new Error(`Bad entity in: ${raw}`);
    return value;
  });
};

interface Open {
  name: string;
  attributes: Record<string, string>;
  children: Array<XmlElement>;
  text: string;
}

/** The document's root element; throws on XML that is not well-formed. */
export const parseXml = (xml: string): XmlElement => {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  const stack: Array<Open> = [];
  let root: XmlElement | null = null;
  const tag = /<(\/?)([A-Za-z][\w.-]*)((?:\s+[A-Za-z][\w:.-]*="[^"<]*")*)\s*(\/?)>/y;
  let at = 0;
  while (at < body.length) {
    const next = body.indexOf("<", at);
    const text = body.slice(at, next === -1 ? body.length : next);
    if (text.trim() !== "") {
      if (stack.length === 0) throw new Error(`Text outside the root: ${text}`);
      stack.at(-1)!.text += decode(text);
    }
    if (next === -1) break;
    tag.lastIndex = next;
    const match = tag.exec(body);
    if (!match) throw new Error(`Malformed tag at ${next}: ${body.slice(next, next + 40)}`);
    const [whole, closing, name, attrs, selfClosing] = match as unknown as [string, string, string, string, string];
    at = next + whole.length;
    if (closing) {
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`</${name}> closes <${open?.name ?? "nothing"}>`);
      const element: XmlElement = { ...open };
      if (stack.length === 0) root = element;
      else stack.at(-1)!.children.push(element);
      continue;
    }
    if (root !== null) throw new Error("More than one root element");
    const attributes: Record<string, string> = {};
    for (const [, key, value] of attrs.matchAll(/([A-Za-z][\w:.-]*)="([^"]*)"/g)) attributes[key!] = decode(value!);
    const element: Open = { name, attributes, children: [], text: "" };
    if (selfClosing) {
      if (stack.length === 0) root = element;
      else stack.at(-1)!.children.push(element);
    } else stack.push(element);
  }
  if (stack.length > 0 || root === null) throw new Error(`Unclosed <${stack.at(-1)?.name ?? "root"}>`);
  return root;
};

/** Every element at a path below `from` ("GrpHdr/NbOfTxs"), in document order. */
export const all = (from: XmlElement, path: string): ReadonlyArray<XmlElement> =>
  path
    .split("/")
    .reduce<ReadonlyArray<XmlElement>>(
      (found, name) => found.flatMap((e) => e.children.filter((c) => c.name === name)),
      [from],
    );

/** The one element at a path; throws when there is none or more than one. */
export const one = (from: XmlElement, path: string): XmlElement => {
  const found = all(from, path);
  if (found.length !== 1) throw new Error(`${path}: ${found.length} elements, expected one`);
  return found[0]!;
};

/** The text of the one element at a path. */
export const textAt = (from: XmlElement, path: string): string => one(from, path).text;
