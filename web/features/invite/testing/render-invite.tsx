import { QueryClientProvider } from "@tanstack/react-query";
import { createStore, Provider } from "jotai";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { MemoryRouter } from "react-router-dom";
import { vi } from "vitest";
import { createQueryClient } from "../../../app/query-client.ts";
import { authAtom, type StoredUser } from "../../../lib/auth.ts";
import { appConfigQueryOptions } from "../api/app-config.ts";

type InviteRender = {
  user: StoredUser;
  /** The address the app is opened at (window.location). */
  at: string;
  /** The app-config route's answer; without it the request never answers. */
  publicAppUrl?: string | null;
};

// Renders signed in at a given address with the app's configuration already answered, and
// returns the HTML (with Emotion's styles inline, so tests can read them too).
export async function renderInvite(ui: ReactNode, { user, at, publicAppUrl }: InviteRender): Promise<string> {
  const { origin, hostname } = new URL(at);
  vi.stubGlobal("window", { location: { origin, hostname } });
  try {
    const store = createStore();
    store.set(authAtom, { token: "test-token", user });
    const queryClient = createQueryClient(() => new Promise(() => undefined));
    if (publicAppUrl !== undefined) queryClient.setQueryData(appConfigQueryOptions().queryKey, { publicAppUrl });
    const { prelude } = await prerender(
      <Provider store={store}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>{ui}</MemoryRouter>
        </QueryClientProvider>
      </Provider>,
    );
    return await new Response(prelude).text();
  } finally {
    vi.unstubAllGlobals();
  }
}

// The visible text of rendered HTML, for assertions about copy.
export const textOf = (html: string): string =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<(style|title)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<wbr\/?>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
