import { QueryClientProvider } from "@tanstack/react-query";
import { createStore, Provider } from "jotai";
import type { Language } from "../../../../domain/languages.ts";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { MemoryRouter } from "react-router-dom";
import { createQueryClient } from "../../../app/query-client.ts";
import { authAtom } from "../../../lib/auth.ts";
import { languageAtom } from "../../../lib/i18n/language.ts";
import { appStore } from "../../../lib/store.ts";
import { profileQueryOptions, type Profile } from "../api/profile.ts";

// Renders signed in, with the profile query already answered (or never answering when no
// profile is given), in English unless told, and returns the HTML. Messages made outside React
// (validation, hints) read the app's store, so it speaks the same language while rendering.
export async function renderWithProfile(ui: ReactNode, profile?: Profile, language: Language = "en"): Promise<string> {
  const store = createStore();
  store.set(authAtom, { token: "test-token", user: { id: 7, firstName: "Nadia" } });
  store.set(languageAtom, language);
  const before = appStore.get(languageAtom);
  appStore.set(languageAtom, language);
  const queryClient = createQueryClient(() => new Promise(() => undefined));
  if (profile) queryClient.setQueryData(profileQueryOptions().queryKey, profile);
  try {
    const { prelude } = await prerender(
      <Provider store={store}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>{ui}</MemoryRouter>
        </QueryClientProvider>
      </Provider>,
    );
    return await new Response(prelude).text();
  } finally {
    appStore.set(languageAtom, before);
  }
}

// The visible text of rendered HTML, for assertions about copy.
export const textOf = (html: string): string =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<(style|title)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
