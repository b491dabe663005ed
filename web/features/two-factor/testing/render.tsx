import { QueryClientProvider } from "@tanstack/react-query";
import { createStore, Provider } from "jotai";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { createQueryClient } from "../../../app/query-client.ts";
import { authAtom } from "../../../lib/auth.ts";

// Renders to HTML with some queries already answered (the rest never answer), signed in as
// `user` when given; returns the HTML and its visible text.
export async function render(
  ui: ReactNode,
  { answered = [], user }: { answered?: Array<[ReadonlyArray<unknown>, unknown]>; user?: Record<string, unknown> } = {},
): Promise<{ html: string; text: string }> {
  const store = createStore();
  if (user) store.set(authAtom, { token: "test-token", user });
  const queryClient = createQueryClient(() => new Promise(() => undefined));
  for (const [key, data] of answered) queryClient.setQueryData(key, data);
  const { prelude } = await prerender(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </Provider>,
  );
  const html = await new Response(prelude).text();
  const text = html
    .replace(/<!-- -->/g, "")
    .replace(/<(style|title)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return { html, text };
}
