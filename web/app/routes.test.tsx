import { createStore } from "jotai";
import { prerender } from "react-dom/static";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { authAtom, type StoredUser } from "../lib/auth.ts";
import { AppProvider } from "./AppProvider.tsx";
import { createQueryClient } from "./query-client.ts";
import { AppRoutes } from "./routes.tsx";

// Renders the real route table at a path, waiting for every lazily loaded screen, and returns
// the visible text (tags and <style>/<title> contents dropped).
async function renderAt(path: string, user?: StoredUser): Promise<string> {
  const store = createStore();
  if (user) store.set(authAtom, { token: "test-token", user });
  const queryClient = createQueryClient(() => Promise.reject(new Error("no network in this test")));
  const { prelude } = await prerender(
    <AppProvider store={store} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
  const html = await new Response(prelude).text();
  return html
    .replace(/<(style|title)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

const member: StoredUser = { id: 1, firstName: "Aisyah", lastName: "Rahman", isAdmin: false };
const admin: StoredUser = { id: 2, firstName: "Siti", lastName: "Admin", isAdmin: true };

const protectedScreens: Array<[path: string, heading: string]> = [
  ["/", "Dashboard"],
  ["/dashboard", "Dashboard"],
  ["/team", "My Team"],
  ["/invite", "Invite New Members"],
  ["/reports", "Reports & Analytics"],
  ["/payouts", "Payouts"],
  ["/profile", "My Profile"],
];

describe("route table", () => {
  it.each(protectedScreens)("signed out, %s shows the login screen in place", async (path) => {
    const text = await renderAt(path);
    expect(text).toContain("Login");
    expect(text).toContain("Register");
    expect(text).not.toContain("Logout");
  });

  it.each(protectedScreens)("signed in, %s shows %s inside the shell", async (path, heading) => {
    const text = await renderAt(path, member);
    expect(text).toContain(heading);
    expect(text).toContain("Logout");
    expect(text).toContain("Hi, Aisyah");
  });

  it("shows the Admin link and panel to admins only", async () => {
    const asMember = await renderAt("/admin", member);
    expect(asMember).toContain("Access Denied");
    expect(asMember).not.toMatch(/\bAdmin\b(?! panel)/);

    const asAdmin = await renderAt("/admin", admin);
    expect(asAdmin).toContain("Super Admin Dashboard");
    expect(asAdmin).toMatch(/\bAdmin\b/);
  });

  it("opens Register with the locked code on /join/{referralId} and on ?ref=", async () => {
    expect(await renderAt("/join/JMP123")).toContain("Referral code: JMP123");
    expect(await renderAt("/login?ref=JMP456")).toContain("Referral code: JMP456");
    expect(await renderAt("/login")).not.toContain("Referral code");
  });

  it("shows the reset form only with a token", async () => {
    expect(await renderAt("/reset-password?token=abc")).toContain("Choose a new password");
    expect(await renderAt("/reset-password")).toContain("Invalid Reset Link");
  });

  it.each([undefined, member])("shows the not-found screen for unknown paths (user %o)", async (user) => {
    const text = await renderAt("/no-such-page", user);
    expect(text).toContain("404 Page Not Found");
    expect(text).toContain("Did you forget to add the page to the router?");
    expect(text).not.toContain("Logout");
  });
});
