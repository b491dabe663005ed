import { QueryClientProvider } from "@tanstack/react-query";
import { createStore, Provider } from "jotai";
import { prerender } from "react-dom/static";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../app/query-client.ts";
import { authAtom } from "../../../lib/auth.ts";
import { textOf } from "../../profile/testing/render-static.tsx";
import { endMemberSessions } from "../api/member-sessions.ts";
import { EndSessionsSection } from "./EndSessionsSection.tsx";

// Signed in as admin #1; the confirmation is a dialog (a portal), so only the section shows
// until the button is pressed.
async function render(memberId: number, name: string) {
  const store = createStore();
  store.set(authAtom, { token: "test-token", user: { id: 1, firstName: "Farah", isAdmin: true } });
  const queryClient = createQueryClient(() => new Promise(() => undefined));
  const { prelude } = await prerender(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <EndSessionsSection memberId={memberId} name={name} />
      </QueryClientProvider>
    </Provider>,
  );
  const html = await new Response(prelude).text();
  return { html, text: textOf(html) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("EndSessionsSection", () => {
  it("offers to sign the member out on every device, asking first", async () => {
    const { html, text } = await render(12, "Aisyah Rahman");
    expect(text).toBe(
      "Sessions Signs Aisyah Rahman out on every device, e.g. after a lost phone or a shared password. End all sessions",
    );
    expect(html.match(/<button[^>]*>End all sessions<\/button>/g)).toHaveLength(1);
    expect(text).not.toContain("End all sessions of Aisyah Rahman?");
  });

  it("tells an admin looking at their own row that this session stays", async () => {
    const { text } = await render(1, "Farah Admin");
    expect(text).toContain("Signs you out on every other device. This one stays signed in.");
    expect(text).not.toContain("Farah Admin");
  });

  it("calls the admin route for the member", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ ended: 2 }));
    vi.stubGlobal("fetch", fetch);
    expect(await endMemberSessions(12)).toBe(2);
    expect(fetch.mock.calls.map(([url, init]) => [url, init.method])).toEqual([
      ["/api/admin/members/12/sessions/end", "POST"],
    ]);
  });
});
