import { lazy, Suspense, type ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { CenteredMain } from "../ui/Page.tsx";
import { Loading } from "../ui/Loading.tsx";
import { RequireAuth } from "./RequireAuth.tsx";
import { RouteError } from "./RouteError.tsx";

// Every screen is its own chunk, so the first visit downloads only the screen it shows.
function screen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

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
const ReportsScreen = screen(() => import("../features/reports/components/ReportsScreen.tsx"), "ReportsScreen");
const ProfileScreen = screen(() => import("../features/profile/components/ProfileScreen.tsx"), "ProfileScreen");
const AdminScreen = screen(() => import("../features/admin/components/AdminScreen.tsx"), "AdminScreen");

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

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: "/login", element: standalone(LoginScreen) },
      { path: "/join/:referralId", element: standalone(LoginScreen) },
      { path: "/reset-password", element: standalone(ResetPasswordScreen) },
      {
        path: "/",
        element: <RequireAuth signedOut={standalone(LoginScreen)}>{standalone(AppShell)}</RequireAuth>,
        children: [
          { index: true, element: <DashboardScreen /> },
          { path: "dashboard", element: <DashboardScreen /> },
          { path: "team", element: <TeamScreen /> },
          { path: "invite", element: <InviteScreen /> },
          { path: "reports", element: <ReportsScreen /> },
          { path: "profile", element: <ProfileScreen /> },
          { path: "admin", element: <AdminScreen /> },
        ],
      },
      { path: "*", element: standalone(NotFoundScreen) },
    ],
  },
];
