import * as DialogPrimitive from "@radix-ui/react-dialog";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../app/query-client.ts";
import { textOf } from "../../profile/testing/render-static.tsx";
import type { AdminTemplate } from "../api/templates.ts";
import { TemplateForm } from "./EditTemplateDialog.tsx";
import { TemplateItem } from "./TemplatesTab.tsx";

// The editor and the template cards switch between a template's English text and its
// translations; a translation not written yet is shared in English.
const MALAY = "Sertai pasukan saya: {{referralLink}}";
const whatsapp: AdminTemplate = {
  id: 1,
  name: "whatsapp_share_template",
  type: "whatsapp",
  content: "Join my team: {{referralLink}}",
  isActive: true,
  updatedAt: "2026-05-01T02:00:00.000Z",
  updatedBy: null,
  translations: {
    ms: { content: MALAY, updatedAt: "2026-06-15T02:00:00.000Z", updatedBy: 7 },
    zh: { content: "加入我的团队：{{referralLink}}", updatedAt: "2026-05-01T02:00:00.000Z", updatedBy: null },
    ta: null,
  },
};

async function render(ui: ReactNode) {
  const queryClient = createQueryClient(() => new Promise(() => undefined));
  const { prelude } = await prerender(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  const html = await new Response(prelude).text();
  return { html, text: textOf(html) };
}

const form = (language?: "en" | "ms" | "zh" | "ta") =>
  render(
    <DialogPrimitive.Root open>
      <TemplateForm template={whatsapp} {...(language ? { language } : {})} onSaved={() => {}} />
    </DialogPrimitive.Root>,
  );

const pressed = (html: string) => [...html.matchAll(/aria-pressed="true"[^>]*>([^<]+)</g)].map((m) => m[1]);

describe("the template editor's language switch", () => {
  it("offers every language by its own name, English first and chosen", async () => {
    const { html } = await form();
    expect(html).toMatch(/role="group" aria-label="Language of the text"/);
    expect([...html.matchAll(/aria-pressed="(?:true|false)"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual([
      "English",
      "Bahasa Melayu",
      "中文",
      "தமிழ்",
    ]);
    expect(pressed(html)).toEqual(["English"]);
    expect(html).toMatch(/<textarea[^>]*lang="en"[^>]*>Join my team: \{\{referralLink\}\}<\/textarea>/);
  });

  it("opens on the Malay text, saying members reading Malay get it and it keeps the placeholders", async () => {
    const { html, text } = await form("ms");
    expect(pressed(html)).toEqual(["Bahasa Melayu"]);
    expect(html).toMatch(/<textarea[^>]*lang="ms"[^>]*>Sertai pasukan saya: \{\{referralLink\}\}<\/textarea>/);
    expect(text).toContain(
      "Members reading Bahasa Melayu get this text. It keeps the English text's placeholders, listed below.",
    );
    expect(text).toContain("{{name}} the person invited; a share does not know them, so it reads “kawan”");
    expect(text).not.toContain("Not translated yet");
  });

  it("starts an unwritten Tamil text empty, saying members get English until it is written", async () => {
    const { html, text } = await form("ta");
    expect(pressed(html)).toEqual(["தமிழ்"]);
    expect(html).toMatch(/<textarea[^>]*lang="ta"[^>]*><\/textarea>/);
    expect(text).toContain("Not translated yet: until you write it here, members reading தமிழ் get the English text.");
    expect(text).toContain("{{referralLink}} the member's invite link");
  });
});

describe("a template card's language switch", () => {
  it("shows the Malay text with its own date, and Edit opens in Malay", async () => {
    const { html, text } = await render(<TemplateItem template={whatsapp} language="ms" onEdit={() => {}} />);
    expect(pressed(html)).toEqual(["Bahasa Melayu"]);
    expect(text).toContain(MALAY);
    expect(text).not.toContain("Join my team");
    expect(text).toMatch(/whatsapp_share_template · updated 15 Jun 2026/);
    expect(text).toContain("Edit WhatsApp share template");
  });

  it("shows the English text members get where the translation is not written yet", async () => {
    const { text } = await render(<TemplateItem template={whatsapp} language="ta" onEdit={() => {}} />);
    expect(text).toContain("Not translated yet: members reading தமிழ் get the English text.");
    expect(text).toContain("Join my team: {{referralLink}}");
  });
});
