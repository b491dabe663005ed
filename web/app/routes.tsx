import { Suspense, type ComponentType } from "react";
import { useLocation, useRoutes, type RouteObject } from "react-router-dom";
import { CenteredMain } from "../ui/Page.tsx";
import { Loading } from "../ui/Loading.tsx";
import { preloadable, type Preloadable } from "../ui/preloadable.ts";
import { RequireAuth } from "./RequireAuth.tsx";
import { RouteErrorBoundary } from "../ui/RouteError.tsx";

// Every screen is its own chunk, so the first visit downloads only the screen it shows; the
// address's own screens are loaded before the first render (`preloadScreens`), so it shows
// them at once instead of a spinner.
const screen = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  preloadable(load, name);

const LoginScreen = screen(() => import("../features/auth/components/LoginScreen.tsx"), "LoginScreen");
const ResetPasswordScreen = screen(
  () => import("../features/auth/components/ResetPasswordScreen.tsx"),
  "ResetPasswordScreen",
);
const NotFoundScreen = screen(() => import("../features/not-found/components/NotFoundScreen.tsx"), "NotFoundScreen");
const AppShell = screen(() => import("../features/shell/components/AppShell.tsx"), "AppShell");
const DashboardScreen = screen(() => import("../features/dashboard/components/DashboardScreen.tsx"), "DashboardScreen");
const TeamScreen = screen(() => import("../features/team/components/TeamScreen.tsx"), "TeamScreen");
const InviteScreen = screen(() => import("../features/invite/components/InviteScreen.tsx"), "InviteScreen");
const PostsScreen = screen(() => import("../features/posts/components/PostsScreen.tsx"), "PostsScreen");
const ReportsScreen = screen(() => import("../features/reports/components/ReportsScreen.tsx"), "ReportsScreen");
const PayoutsScreen = screen(() => import("../features/payouts/components/PayoutsScreen.tsx"), "PayoutsScreen");
const ProfileScreen = screen(() => import("../features/profile/components/ProfileScreen.tsx"), "ProfileScreen");
const AdminScreen = screen(() => import("../features/admin/components/AdminScreen.tsx"), "AdminScreen");

// The screens inside the shell, by path ("" is the index, "/").
const SHELL_SCREENS: Record<string, Preloadable<object>> = {
  "": DashboardScreen,
  dashboard: DashboardScreen,
  team: TeamScreen,
  invite: InviteScreen,
  posts: PostsScreen,
  reports: ReportsScreen,
  payouts: PayoutsScreen,
  profile: ProfileScreen,
  admin: AdminScreen,
};

// A referral link opens the login screen on its Register tab, whose form is a chunk of its own.
const RegisterForm = {
  preload: () => import("../features/auth/components/LoginScreen.tsx").then((module) => module.RegisterForm.preload()),
};

/** Loads the chunks of the screens an address shows (as the route table below picks them). */
export function preloadScreens(
  { pathname, search }: { pathname: string; search: string },
  signedIn: boolean,
): Promise<void> {
  const path = pathname.replace(/^\/+|\/+$/g, "");
  const inShell = Object.hasOwn(SHELL_SCREENS, path) ? SHELL_SCREENS[path] : undefined;
  const referred = path.startsWith("join/") || new URLSearchParams(search).has("ref");
  const screens = (): Array<{ preload: () => Promise<void> }> => {
    if (inShell && signedIn) return [AppShell, inShell];
    if (inShell || path === "login" || path.startsWith("join/"))
      return referred ? [LoginScreen, RegisterForm] : [LoginScreen];
    if (path === "reset-password") return [ResetPasswordScreen];
    return [NotFoundScreen];
  };
  return Promise.all(screens().map((screen) => screen.preload())).then(() => undefined);
}

// Standalone screens wait for their chunk here; screens inside the shell wait inside it, so the
// navigation bars stay put while the next screen loads.
function standalone(Screen: ComponentType) {
  return (
    <Suspense
      fallback={
        <CenteredMain>
          <Loading />
        </CenteredMain>
      }
    >
      <Screen />
    </Suspense>
  );
}

const routes: RouteObject[] = [
  { path: "/login", element: standalone(LoginScreen) },
  { path: "/join/:referralId", element: standalone(LoginScreen) },
  { path: "/reset-password", element: standalone(ResetPasswordScreen) },
  {
    path: "/",
    element: <RequireAuth signedOut={standalone(LoginScreen)}>{standalone(AppShell)}</RequireAuth>,
    children: Object.entries(SHELL_SCREENS).map(([path, Screen]) =>
      path === "" ? { index: true, element: <Screen /> } : { path, element: <Screen /> },
    ),
  },
  { path: "*", element: standalone(NotFoundScreen) },
];

/**
 * The route table, rendered inside a router (BrowserRouter in the app, MemoryRouter in tests).
 * Declarative routes rather than a data router: the app loads its data through TanStack Query,
 * and the data router's code was a sixth of the first screen's JavaScript. A screen that throws
 * shows RouteError until the address changes.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>;
}
