import { useEffect } from "react";
import { BrowserRouter, useNavigate } from "react-router-dom";
import { api, setUnauthorizedHandler } from "../lib/api.ts";
import { isSignedInAtom } from "../lib/auth.ts";
import { appStore } from "../lib/store.ts";
import { AppProvider } from "./AppProvider.tsx";
import { createQueryClient } from "./query-client.ts";
import { AppRoutes, preloadScreens } from "./routes.tsx";

// Created once at module load: a query cache rebuilt on re-render would lose every cached response.
const queryClient = createQueryClient(api.queryFn());

// A rejected token anywhere clears the session (in the API client) and shows the login screen.
function SignOutOnRejectedToken() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.clear();
      void navigate("/login");
    });
  }, [navigate]);
  return null;
}

// The first screen's data is asked for now, while its chunks are still arriving, rather than
// once its components mount. The prefetch is a chunk of its own, preloaded with the signed-in
// screens only: the query code it needs is no part of the login screen's JavaScript.
const signedIn = appStore.get(isSignedInAtom);
if (signedIn) {
  void import("./prefetch.ts")
    .then(({ prefetchFirstScreen }) => prefetchFirstScreen(queryClient, window.location.pathname))
    .catch(() => undefined);
}

// How long the first render waits for the address's screen chunks (the page names them for
// preloading, so they are usually in by the time the entry has run). Past this, the screens'
// own loading states take over.
const SCREEN_WAIT_MS = 2_000;

/** Settles when the first render can show the address's screen without a loading spinner. */
export const firstScreenReady: Promise<void> = Promise.race([
  preloadScreens(window.location, signedIn).catch(() => undefined),
  new Promise<void>((resolve) => setTimeout(resolve, SCREEN_WAIT_MS)),
]);

export function App() {
  return (
    <AppProvider store={appStore} queryClient={queryClient}>
      <BrowserRouter>
        <SignOutOnRejectedToken />
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
