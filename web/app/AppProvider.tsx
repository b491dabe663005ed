import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { Provider as JotaiProvider } from "jotai";
import type { ReactNode } from "react";
import type { appStore } from "../lib/store.ts";
import { GlobalStyles } from "../ui/GlobalStyles.tsx";
import { Toaster } from "../ui/Toaster.tsx";

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
        <Toaster />
      </QueryClientProvider>
    </JotaiProvider>
  );
}
