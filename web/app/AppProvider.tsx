import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { Provider as JotaiProvider, useAtomValue } from "jotai";
import { lazy, Suspense, useState, type ReactNode } from "react";
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
        {children}
        <DeferredToaster />
      </QueryClientProvider>
    </JotaiProvider>
  );
}
