import * as DialogPrimitive from "@radix-ui/react-dialog";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../app/query-client.ts";
import { messageTemplatesQueryOptions } from "../../invite/api/message-templates.ts";
import { SharePanel } from "../../invite/components/SharePanel.tsx";
import { textOf } from "../../profile/testing/render-static.tsx";
import { adminTemplatesQueryOptions, type AdminTemplate } from "../api/templates.ts";
import { placeholderMeanings, SHARE_PLACEHOLDERS, templateTitle } from "../utils/share-templates.ts";
import { TemplateForm } from "./EditTemplateDialog.tsx";
import { TemplatesTab } from "./TemplatesTab.tsx";

const template = (id: number, name: string): AdminTemplate => ({
  id,
  name,
  type: "share",
  content: "Join my team: {{referralLink}}",
  isActive: true,
  updatedAt: "2026-05-01T02:00:00.000Z",
  updatedBy: null,
  translations: { ms: null, zh: null, ta: null },
});
const SEEDED = [
  template(1, "whatsapp_share_template"),
  template(2, "social_share_default"),
  template(3, "instagram_story_template"),
  template(4, "personal_invite_message"),
];

async function render(ui: ReactNode, shared: ReadonlyArray<AdminTemplate> = []): Promise<string> {
  const queryClient = createQueryClient(() => new Promise(() => undefined));
  queryClient.setQueryData(adminTemplatesQueryOptions().queryKey, SEEDED);
  queryClient.setQueryData(messageTemplatesQueryOptions("en").queryKey, shared);
  const { prelude } = await prerender(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return textOf(await new Response(prelude).text());
}

describe("TemplatesTab", () => {
  it("names each template properly, with where members use it", async () => {
    const text = await render(<TemplatesTab />);
    expect(text).toContain("WhatsApp share template");
    expect(text).toContain("Default social share template");
    expect(text).toContain("Instagram story template");
    expect(text).toContain("Personal invite message");
    expect(text).toContain("The Email button on the Invite page");
    expect(text).not.toMatch(/Whatsapp|Instagram story template template/);
  });

  it("keeps brand capitals in a name it does not know", () => {
    expect(templateTitle("tiktok_share_template")).toBe("TikTok share template");
    expect(templateTitle("youtube_whatsapp_note")).toBe("YouTube WhatsApp note");
  });
});

describe("the template editor", () => {
  it("explains every placeholder a share fills in, the referral link among them", async () => {
    const text = await render(
      <DialogPrimitive.Root open>
        <TemplateForm template={SEEDED[0]!} onSaved={() => {}} />
      </DialogPrimitive.Root>,
    );
    expect(text).toContain("{{referralLink}} the member's invite link");
    for (const { placeholder, meaning } of placeholderMeanings("en"))
      expect(text).toContain(`${placeholder} ${meaning}`);
    expect(text).toContain("{{name}} the person invited; a share does not know them, so it reads “there”");
  });

  // The Invite page's own preview of the default share message, with a template naming every
  // listed placeholder and some an admin might guess: the listed ones are filled in, the others
  // stay as typed.
  it("lists exactly the placeholders the Invite page fills in", async () => {
    const guesses = ["{{email}}", "{{phone}}", "{{referralCode}}", "{{fullName}}", "{{url}}", "{{code}}"];
    const listed = [...SHARE_PLACEHOLDERS];
    const content = [...listed, ...guesses].map((placeholder) => `[${placeholder}]`).join(" ");
    const preview = await render(
      <SharePanel
        inviter={{ firstName: "Aisyah", lastName: "Rahman", referralId: "AISYAH1" }}
        link="https://jemput.my/join/AISYAH1"
        copiedKey={null}
        copy={() => {}}
      />,
      [{ ...template(9, "social_share_default"), content }],
    );
    const filled = ["https://jemput.my/join/AISYAH1", "https://jemput.my/join/AISYAH1", "AISYAH1", "Aisyah", "Rahman"];
    expect(preview).toContain(
      `${[...filled, "there"].map((value) => `[${value}]`).join(" ")} ${guesses.map((g) => `[${g}]`).join(" ")}`,
    );
  });
});
