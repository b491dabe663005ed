import { RouterProvider, createBrowserRouter } from "react-router-dom";
import { api, setUnauthorizedHandler } from "../lib/api.ts";
import { appStore } from "../lib/store.ts";
import { AppProvider } from "./AppProvider.tsx";
import { createQueryClient } from "./query-client.ts";
import { routes } from "./routes.tsx";

// Created once at module load: a router or query cache rebuilt on re-render would lose the
// history and every cached response.
const router = createBrowserRouter(routes);
const queryClient = createQueryClient(api.queryFn());

// A rejected token anywhere clears the session (in the API client) and shows the login screen.
setUnauthorizedHandler(() => {
  queryClient.clear();
  void router.navigate("/login");
});

export function App() {
  return (
    <AppProvider store={appStore} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
