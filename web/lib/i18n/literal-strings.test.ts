import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { literalsIn, webSources } from "./testing/literal-strings.ts";
import untranslated from "./untranslated.json" with { type: "json" };

// No screen shows words that are not in a catalog. The files listed in untranslated.json are
// the ones still to move their words into catalogs; the list only shrinks: a file that has
// none left must leave it, and a file not on it may not gain any.
const WEB = fileURLToPath(new URL("../..", import.meta.url));
const sources = webSources(WEB).map((file) => ({ file, name: path.relative(WEB, file) }));
const waiting = new Set<string>(untranslated);

describe("words on screen come from the catalogs", () => {
  it("finds words written into a component", () => {
    const found = literalsIn(
      "Example.tsx",
      `const x = <Card title="Payouts"><p>Hello {name}</p><Button aria-label={"Close"}>{"Save"}</Button></Card>;
       toast({ title: "Saved", description: \`Done\` }); const n = <b>{count} · 3</b>;
       const m = <Button title={busy ? "Sending…" : t("send.label")}>{ok && "Sent"}{\`Hi \${name}\`}</Button>;`,
    );
    expect(found.map((literal) => literal.text)).toEqual([
      "Payouts",
      "Hello",
      "Close",
      "Save",
      "Saved",
      "Done",
      "Sending…",
      "Sent",
      "Hi",
    ]);
  });

  it("has no file outside the list with words of its own", () => {
    const offending = sources
      .filter(({ name }) => !waiting.has(name))
      .flatMap(({ file, name }) =>
        literalsIn(name, fs.readFileSync(file, "utf8")).map((literal) => `${name}:${literal.line} ${literal.text}`),
      );
    expect(offending).toEqual([]);
  });

  it("lists only files that still have words to move", () => {
    const names = new Set(sources.map((source) => source.name));
    const done = [...waiting].filter(
      (name) => !names.has(name) || literalsIn(name, fs.readFileSync(path.join(WEB, name), "utf8")).length === 0,
    );
    expect(done).toEqual([]);
  });
});
