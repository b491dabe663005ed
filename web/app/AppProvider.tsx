import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { Provider as JotaiProvider, useAtomValue } from "jotai";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { languageAtom } from "../lib/i18n/language.ts";
import type { appStore } from "../lib/store.ts";
import { GlobalStyles } from "../ui/GlobalStyles.tsx";
import { toastAtom } from "../ui/toast.ts";

const Toaster = lazy(() => import("../ui/Toaster.tsx").then((module) => ({ default: module.Toaster })));

// The toaster (Radix Toast) is not part of the first screen's JavaScript: it loads with the
// first toast, which waits in its atom meanwhile, and then stays mounted.
function DeferredToaster() {
  const toast = useAtomValue(toastAtom);
  const [needed, setNeeded] = useState(false);
  if (toast !== null && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

// The page's language follows the reader's choice, so screen readers and the browser's own
// hyphenation and fonts treat the text as what it is.
function DocumentLanguage() {
  const language = useAtomValue(languageAtom);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return null;
}

type AppProviderProps = {
  store: typeof appStore;
  queryClient: QueryClient;
  children: ReactNode;
};

// Store and client are passed in rather than imported so tests can render the app with their own.
export function AppProvider({ store, queryClient, children }: AppProviderProps) {
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <GlobalStyles />
        <DocumentLanguage />
        {children}
        <DeferredToaster />
      </QueryClientProvider>
    </JotaiProvider>
  );
}
