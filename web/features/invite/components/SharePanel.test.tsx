import { QueryClientProvider } from "@tanstack/react-query";
import { createStore, Provider } from "jotai";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import type { Language } from "../../../../domain/languages.ts";
import { createQueryClient } from "../../../app/query-client.ts";
import { languageAtom } from "../../../lib/i18n/language.ts";
import { messageTemplatesQueryOptions } from "../api/message-templates.ts";
import { textOf } from "../testing/render-invite.tsx";
import { SharePanel } from "./SharePanel.tsx";

// The share texts are the templates in the language the screen speaks, each fetched under its own key.
const social = (content: string) => [{ id: 2, name: "social_share_default", type: "social", content, isActive: true }];

async function preview(language: Language) {
  const store = createStore();
  store.set(languageAtom, language);
  const queryClient = createQueryClient(() => new Promise(() => undefined));
  queryClient.setQueryData(messageTemplatesQueryOptions("en").queryKey, social("Join my team: {{referralLink}}"));
  queryClient.setQueryData(
    messageTemplatesQueryOptions("ms").queryKey,
    social("Sertai pasukan saya: {{referralLink}}"),
  );
  const { prelude } = await prerender(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <SharePanel
          inviter={{ firstName: "Aisyah", referralId: "AISYAH1" }}
          link="https://jemput.my/join/AISYAH1"
          copiedKey={null}
          copy={() => {}}
        />
      </QueryClientProvider>
    </Provider>,
  );
  return textOf(await new Response(prelude).text());
}

describe("SharePanel", () => {
  it("shares the templates in the screen's language", async () => {
    expect(await preview("ms")).toContain("Sertai pasukan saya: https://jemput.my/join/AISYAH1");
    expect(await preview("en")).toContain("Join my team: https://jemput.my/join/AISYAH1");
  });

  it("asks the server for the texts in that language", () => {
    expect(messageTemplatesQueryOptions("ta").queryKey).toEqual(["/api/message-templates", "ta"]);
  });
});
