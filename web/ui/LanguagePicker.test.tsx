import { createStore, Provider } from "jotai";
import { prerender } from "react-dom/static";
import { describe, expect, it, vi } from "vitest";
import { createApi } from "../lib/api.ts";
import { authAtom } from "../lib/auth.ts";
import { languageAtom } from "../lib/i18n/language.ts";
import { LanguagePicker } from "./LanguagePicker.tsx";
import { chooseLanguage, saveLanguage } from "./LanguagePickerChoice.ts";

// The picker switches the screens, and for a signed-in member saves the choice to their profile
// (PUT /api/profile/language), so their mail and the next device they sign in on follow it.

type Call = { url: string; init: RequestInit };

function signedInClient() {
  const store = createStore();
  store.set(authAtom, { token: "tok-1", user: { firstName: "Aisyah" } });
  const calls: Call[] = [];
  const client = createApi({
    store,
    deviceId: () => "device",
    fetch: async (url, init = {}) => {
      calls.push({ url: String(url), init });
      return Response.json({ language: "ms" });
    },
  });
  return { calls, save: (language: "en" | "ms" | "zh" | "ta") => saveLanguage(language, client) };
}

const render = async (signedIn: boolean) => {
  const store = createStore();
  if (signedIn) store.set(authAtom, { token: "tok-1", user: { firstName: "Aisyah" } });
  store.set(languageAtom, "zh");
  const { prelude } = await prerender(
    <Provider store={store}>
      <LanguagePicker />
    </Provider>,
  );
  return new Response(prelude).text();
};

describe("the language picker", () => {
  it("shows the language the screens speak, signed in or not", async () => {
    for (const signedIn of [true, false]) {
      const html = await render(signedIn);
      expect(html).toMatch(/<option value="zh" lang="zh" selected="">中文<\/option>/);
      expect(html).toContain('aria-label="语言"');
    }
  });

  it("switches the screens and saves the choice to a signed-in member's profile", async () => {
    const { calls, save } = signedInClient();
    const switchTo = vi.fn();
    const onChosen = vi.fn();
    chooseLanguage("ms", { signedIn: true, switchTo, save, onChosen });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(switchTo).toHaveBeenCalledWith("ms");
    expect(onChosen).toHaveBeenCalledWith("ms");
    expect(calls[0]!.url).toBe("/api/profile/language");
    expect(calls[0]!.init.method).toBe("PUT");
    expect(calls[0]!.init.body).toBe('{"language":"ms"}');
    expect(calls[0]!.init.headers).toMatchObject({ Authorization: "Bearer tok-1" });
  });

  it("saves nothing for a visitor, and ignores what is not one of the four", async () => {
    const save = vi.fn(() => Promise.resolve());
    const switchTo = vi.fn();
    chooseLanguage("ta", { signedIn: false, switchTo, save });
    expect(switchTo).toHaveBeenCalledWith("ta");
    chooseLanguage("xx", { signedIn: true, switchTo, save });
    expect(switchTo).toHaveBeenCalledTimes(1);
    expect(save).not.toHaveBeenCalled();
  });

  it("keeps the choice on the device when the save fails", async () => {
    const switchTo = vi.fn();
    chooseLanguage("zh", { signedIn: true, switchTo, save: () => Promise.reject(new Error("offline")) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(switchTo).toHaveBeenCalledWith("zh");
  });
});
