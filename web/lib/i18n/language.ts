import { atom } from "jotai";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../../domain/languages.ts";
import { localStorageOrNone } from "../local-storage.ts";

// The language the screens speak: chosen on the login screen or in the top bar, kept in this
// browser, and saved to a signed-in member's profile so their mail speaks it too.
const KEY = "language";

function storedLanguage(): Language {
  const stored = localStorageOrNone()?.getItem(KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

const chosenAtom = atom<Language>(storedLanguage());

export const languageAtom = atom(
  (get) => get(chosenAtom),
  (_get, set, language: Language) => {
    set(chosenAtom, language);
    try {
      localStorageOrNone()?.setItem(KEY, language);
    } catch {
      // Storage refused (private mode, full): the choice lasts for this visit.
    }
  },
);
