import { createStore, Provider } from "jotai";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import type { Language } from "../../../../domain/languages.ts";
import { INFLUENCER_CATEGORIES, LANGUAGES, STATES } from "../../../../domain/profile-options.ts";
import { languageAtom } from "../../../lib/i18n/language.ts";
import { textOf } from "../../profile/testing/render-static.tsx";
import { EMPTY_FILTERS } from "../utils/member-search.ts";
import { CheckboxGroup, optionColumns } from "./CheckboxGroup.tsx";
import { MemberFiltersPanel } from "./MemberFiltersPanel.tsx";

// The member filters' lists show every label whole at 390 and 1280 px: no box that scrolls
// (and cuts a label at its edge), nothing that clips or ellipsises, and columns as wide as
// their labels. The layout itself was measured in Chromium at both widths (see the decision
// record); these checks keep what made it work.
const render = async (ui: ReactNode, language: Language = "en") => {
  const store = createStore();
  store.set(languageAtom, language);
  const { prelude } = await prerender(<Provider store={store}>{ui}</Provider>);
  return new Response(prelude).text();
};
// The CSS rules the render emitted, but for the visually hidden text of screen readers, which
// clips on purpose.
const stylesOf = (html: string) =>
  [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)]
    .flatMap((m) => m[1]!.split("}"))
    .filter((rule) => !rule.includes("clip:rect(0, 0, 0, 0)"))
    .join("}\n");
const states = STATES.map((value) => ({ value, label: value }));

// The em widths optionColumns gives: the label's characters at 0.6em each.
const emOf = (columns: string) => Number(/([\d.]+)em \+/.exec(columns)?.[1]);

describe("CheckboxGroup", () => {
  it("shows every state's whole name, in nothing that clips", async () => {
    const html = await render(<CheckboxGroup legend="State" options={states} selected={[]} onChange={() => {}} />);
    expect(textOf(html)).toContain("Penang (Pulau Pinang)");
    const css = stylesOf(html);
    expect(css).not.toBe("");
    expect(css).not.toMatch(/max-height|overflow(-x|-y)?:(auto|hidden|scroll|clip)|text-overflow|white-space:nowrap/);
    expect(css).not.toMatch(/minmax\(\d+(\.\d+)?rem/);
  });

  it("makes columns as wide as the longest label, and on a phone as the longest word", () => {
    const columns = optionColumns(STATES);
    expect(emOf(columns.wide)).toBeGreaterThanOrEqual("Penang (Pulau Pinang)".length * 0.6);
    expect(emOf(columns.phone)).toBeGreaterThanOrEqual("Terengganu".length * 0.6);
    // A phone never gets more than two columns, nor one narrower than the longest word.
    expect(columns.phone).toContain("(100% - 0.5rem) / 2");
    for (const list of [LANGUAGES, INFLUENCER_CATEGORIES]) {
      const longest = Math.max(...list.map((label) => label.length));
      expect(emOf(optionColumns(list).wide)).toBe(Number((longest * 0.6).toFixed(1)));
    }
  });

  // Widths Chromium gave these labels in Noto Sans SC and Noto Sans Tamil at the labels' size.
  it.each([
    ["马来语", 3],
    ["不愿透露", 4],
    ["சொல்ல விரும்பவில்லை", 13.03],
    ["துணையை இழந்தவர்", 11.56],
    ["உணவு & வாழ்க்கைமுறை", 13.45],
  ])("makes a column wide enough for %s", (label, ems) => {
    expect(emOf(optionColumns([label]).wide)).toBeGreaterThanOrEqual(ems);
  });
});

describe("MemberFiltersPanel", () => {
  it("lists every option of every filter in full", async () => {
    const html = await render(<MemberFiltersPanel id="filters" filters={EMPTY_FILTERS} onChange={() => {}} />);
    const text = textOf(html);
    for (const label of [...STATES, ...LANGUAGES, ...INFLUENCER_CATEGORIES]) expect(text).toContain(label);
    expect(stylesOf(html)).not.toMatch(/max-height|text-overflow|white-space:nowrap/);
  });
});

describe("MemberFiltersPanel in Malay and Tamil", () => {
  it.each([
    ["ms", ["Pulau Pinang", "Melaka", "Negeri Sembilan", "Tidak mahu menyatakan", "Kesihatan & Kecergasan"]],
    ["ta", ["பினாங்கு", "நெகிரி செம்பிலான்", "சொல்ல விரும்பவில்லை", "உணவு & வாழ்க்கைமுறை"]],
  ] as const)("names every choice in %s, whole", async (language, labels) => {
    const html = await render(
      <MemberFiltersPanel id="filters" filters={EMPTY_FILTERS} onChange={() => {}} />,
      language,
    );
    const text = textOf(html);
    for (const label of labels) expect(text).toContain(label);
    expect(text).not.toContain("Penang (Pulau Pinang)");
    expect(stylesOf(html)).not.toMatch(/max-height|text-overflow|white-space:nowrap/);
  });
});
