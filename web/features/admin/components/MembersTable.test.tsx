import { createStore, Provider } from "jotai";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import type { Language } from "../../../../domain/languages.ts";
import { FORMER_MEMBER } from "../../../../domain/member-name.ts";
import { languageAtom } from "../../../lib/i18n/language.ts";
import { textOf } from "../../profile/testing/render-static.tsx";
import type { AdminMember } from "../api/members.ts";
import { sampleMember } from "../testing/sample-member.ts";
import { DEFAULT_COLUMN_PREFERENCES, type ColumnPreferences } from "../utils/column-preferences.ts";
import type { ColumnSort } from "../utils/sorting.ts";
import { MembersTable } from "./MembersTable.tsx";

const members: AdminMember[] = [
  sampleMember(1, {
    firstName: "Hafiz",
    lastName: "Ismail",
    city: "Shah Alam",
    state: "Selangor",
    totalTeamMembers: 4,
    monthlyIncome: 1234.5,
  }),
  sampleMember(2, { firstName: "aisyah", lastName: "Rahman", state: "Sabah", totalTeamMembers: 9, isAdmin: true }),
  sampleMember(3, {
    firstName: "Zara",
    lastName: "Baru",
    referrerId: 1,
    referredBy: "Hafiz Ismail",
    city: "George Town",
    state: "Penang (Pulau Pinang)",
    languages: ["Bahasa Malaysia", "English", "Tamil"],
    influencerCategories: ["Travel"],
  }),
];

async function render(
  sorting: ColumnSort[],
  visibility: ColumnPreferences = DEFAULT_COLUMN_PREFERENCES,
  language: Language = "en",
  rows: AdminMember[] = members,
) {
  const store = createStore();
  store.set(languageAtom, language);
  const { prelude } = await prerender(
    <Provider store={store}>
      <MembersTable
        members={rows}
        visibility={visibility}
        sorting={sorting}
        onSort={() => undefined}
        onOpenMember={() => undefined}
        onOpenReferrer={() => undefined}
      />
    </Provider>,
  );
  const html = await new Response(prelude).text();
  const headers = [...html.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((match) => textOf(match[1]!));
  return { html, text: textOf(html), headers };
}

// Where each name first appears in the table's text, i.e. the order of their rows.
const order = (text: string, names: string[]) => names.map((name) => text.indexOf(name));

describe("MembersTable", () => {
  it("shows the ten columns in order with their values", async () => {
    const { headers, text } = await render([]);
    expect(headers).toEqual([
      "Name",
      "Email",
      "Phone",
      "Location",
      "Referred By",
      "Direct Recruits",
      "Total Team",
      "Monthly Income",
      "Joined",
      "Status",
    ]);
    expect(text).toContain("Shah Alam, Selangor");
    expect(text).toContain("Sabah");
    expect(text).toContain("RM 1,234.50");
    expect(text).toContain("Admin");
    expect(text).toContain("Languages: Bahasa Malaysia, English…");
    expect(text).toContain("Categories: Travel");
  });

  it("marks the sorted column's header and keeps the rows in the order the server sent", async () => {
    const { html, text } = await render([{ id: "name", desc: false }]);
    const [hafiz, aisyah, zara] = order(text, ["Hafiz Ismail", "aisyah Rahman", "Zara Baru"]);
    expect(hafiz).toBeLessThan(aisyah!);
    expect(aisyah).toBeLessThan(zara!);
    expect(html).toMatch(/<th[^>]*aria-sort="ascending"[^>]*>[\s\S]*?Name/);
    expect(html.match(/aria-sort="none"/g)).toHaveLength(9);
  });

  it("marks a descending sort", async () => {
    const { html } = await render([{ id: "totalTeam", desc: true }]);
    expect(html).toMatch(/aria-sort="descending"[^>]*>[\s\S]*?Total Team/);
  });

  it("leaves out hidden columns", async () => {
    const { headers, text } = await render([], { ...DEFAULT_COLUMN_PREFERENCES, phone: false, location: false });
    expect(headers).not.toContain("Phone");
    expect(headers).not.toContain("Location");
    expect(text).not.toContain("+60123000001");
    expect(text).not.toContain("Shah Alam");
  });

  it("makes the referred-by cell a button and shows a dash without a referrer", async () => {
    const { html } = await render([]);
    expect(html).toMatch(/<button[^>]*>Hafiz Ismail<\/button>/);
    expect(html).toMatch(/<td[^>]*>-<\/td>/);
  });

  it("speaks Malay, naming stored languages, categories and states in it", async () => {
    const { headers, text } = await render([], DEFAULT_COLUMN_PREFERENCES, "ms");
    expect(headers.slice(0, 3)).toEqual(["Nama", "E-mel", "Telefon"]);
    expect(text).toContain("Bahasa: Bahasa Malaysia, Inggeris…");
    expect(text).toContain("Kategori: Pelancongan");
    expect(text).toContain("Pentadbir");
    expect(text).toContain("George Town, Pulau Pinang");
  });

  it("lets a long Tamil header wrap between its words rather than widen or clip", async () => {
    const { html, headers } = await render([], DEFAULT_COLUMN_PREFERENCES, "ta");
    expect(headers).toContain("நேரடி உறுப்பினர்கள்");
    const buttonClass = /<button[^>]*class="([^"]*)"[^>]*>நேரடி/.exec(html)![1]!.split(" ").at(-1)!;
    expect(html).toMatch(new RegExp(`\\.${buttonClass}\\{[^}]*white-space:normal`));
    expect(html).not.toMatch(/text-overflow|overflow:hidden/);
  });

  it("names an erased member, and one without a name, in the reader's language", async () => {
    const rows = [
      sampleMember(7, { firstName: FORMER_MEMBER, lastName: "", fullName: FORMER_MEMBER }),
      sampleMember(8, { firstName: "", lastName: "", fullName: "" }),
    ];
    const malay = await render([], DEFAULT_COLUMN_PREFERENCES, "ms", rows);
    expect(malay.html).toMatch(/<button[^>]*>Bekas ahli<\/button>/);
    expect(malay.html).toMatch(/<button[^>]*>Pengguna Tidak Dikenali<\/button>/);
    expect(malay.text).not.toContain(FORMER_MEMBER);
    const english = await render([], DEFAULT_COLUMN_PREFERENCES, "en", rows);
    expect(english.html).toMatch(/<button[^>]*>Former member<\/button>/);
    expect(english.html).toMatch(/<button[^>]*>Unknown User<\/button>/);
  });
});
