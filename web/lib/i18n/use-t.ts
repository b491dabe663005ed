import { useAtomValue } from "jotai";
import { use, useCallback } from "react";
import type { Language } from "../../../domain/languages.ts";
import { appStore } from "../store.ts";
import type { Catalog, Values } from "./catalog.ts";
import { languageAtom } from "./language.ts";

export type Translate<Key extends string> = (key: Key, values?: Values) => string;

/**
 * The catalog's messages in the reader's language. Suspends while a catalog in another language
 * than English is fetched the first time (the language picker switches in a transition, so the
 * screen stays as it was until the new words are in).
 */
export function useT<Key extends string>(catalog: Catalog<Key>): Translate<Key> {
  const language = useAtomValue(languageAtom);
  use(catalog.ready(language) as Promise<void>);
  return useCallback((key: Key, values?: Values) => catalog.text(language, key, values), [catalog, language]);
}

/** The same outside React (toasts from a mutation's callback, messages built in utils). */
export function translate<Key extends string>(catalog: Catalog<Key>, key: Key, values?: Values): string {
  const language: Language = appStore.get(languageAtom);
  void catalog.pending(language);
  return catalog.text(language, key, values);
}

/** The reader's language, for formatting dates and numbers. */
export const useLanguage = (): Language => useAtomValue(languageAtom);
