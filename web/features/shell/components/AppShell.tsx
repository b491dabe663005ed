import styled from "@emotion/styled";
import { useT } from "../../../lib/i18n/use-t.ts";
import { shellText } from "../i18n.ts";
import { useQueryClient } from "@tanstack/react-query";
import { useAtomValue, useSetAtom } from "jotai";
import { Suspense, useRef } from "react";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { authApi } from "../../../../domain/contract/routes/auth.ts";
import { api } from "../../../lib/api.ts";
import { authAtom, userAtom } from "../../../lib/auth.ts";
import { Avatar } from "../../../ui/Avatar.tsx";
import { CompletionPrompt } from "../../profile/components/CompletionPrompt.tsx";
import { StepUpHost } from "../../step-up/components/StepUpHost.tsx";
import { twoFactorStatusQuery } from "../../two-factor/api/two-factor.ts";
import { Brand } from "../../../ui/Brand.tsx";
import { Button } from "../../../ui/Button.tsx";
import { LanguagePicker } from "../../../ui/LanguagePicker.tsx";
import { Loading } from "../../../ui/Loading.tsx";
import { PageMain } from "../../../ui/Page.tsx";
import { RouteErrorBoundary } from "../../../ui/RouteError.tsx";
import { bottomBarHeight, colors, media, readersOnly, space, touchTarget } from "../../../ui/theme.ts";
import { useRoom } from "../hooks/use-room.ts";
import { BottomBar, TopNav } from "./NavLinks.tsx";

const SkipLink = styled.a`
  position: absolute;
  left: ${space.sm};
  top: -3rem;
  z-index: 20;
  padding: ${space.sm} ${space.md};
  background: ${colors.surface};
  &:focus {
    top: ${space.sm};
  }
`;

// The header's row is as tall as its touch targets and their padding; the skip link's target
// stops this far down, so the page's title is not left under the sticky header.
const HEADER_ROW_HEIGHT = `calc(${touchTarget} + 2 * ${space.sm})`;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
`;

// Its items keep their widths, so a row too narrow for them overflows, and useRoom measures that
// and gives up what GIVE_WAY names, one thing at a time, until they fit.
const HeaderRow = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  display: flex;
  align-items: center;
  gap: ${space.sm};
  padding: ${space.sm} ${space.md};
  min-height: ${HEADER_ROW_HEIGHT};
  /* Matches the page's side padding so the logo lines up with the heading below it. */
  ${media.tablet} {
    gap: ${space.md};
    padding: ${space.sm} ${space.lg};
  }
  &[data-give-way~="icons"] [data-nav-icon] {
    display: none;
  }
  &[data-give-way~="brand"] [data-brand-word] {
    ${readersOnly}
  }
  &[data-give-way~="greeting"] [data-greeting],
  &[data-give-way~="avatar"] [data-avatar] {
    display: none;
  }
  &[data-give-way~="spacing"] {
    gap: ${space.xs};
  }
  &[data-give-way~="spacing"] [data-nav-list] {
    gap: 0;
  }
  &[data-give-way~="spacing"] [data-nav-link] {
    padding: 0 ${space.xxs};
  }
`;

// Two words in some languages ("Log Keluar"): on one line, the greeting beside it gives way instead.
const LogoutButton = styled(Button)`
  flex: none;
  white-space: nowrap;
  padding: 0 ${space.sm};
  ${media.tablet} {
    padding: 0 ${space.md};
  }
`;

// As tall as the completeness badge's link, so the row keeps its place when the badge appears.
const Identity = styled.div`
  flex: none;
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${space.xs};
  ${media.tablet} {
    gap: ${space.sm};
  }
  min-height: ${touchTarget};
`;

// Whole or not at all: where the row has no room for it, it gives way (the avatar still shows
// who is signed in).
const Greeting = styled.span`
  color: ${colors.textMuted};
  white-space: nowrap;
`;

const ShellMain = styled(PageMain)`
  scroll-margin-top: calc(${HEADER_ROW_HEIGHT} + 1px);
`;

// Leaves room for the fixed bottom bar on phones, where it would otherwise cover the content.
const Content = styled.div`
  padding-bottom: ${bottomBarHeight};
  ${media.desktop} {
    padding-bottom: 0;
  }
`;

export function AppShell() {
  const user = useAtomValue(userAtom);
  const setAuth = useSetAtom(authAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const t = useT(shellText);
  const row = useRef<HTMLDivElement>(null);
  useRoom(row);
  const isAdmin = user?.isAdmin === true;
  const firstName = typeof user?.firstName === "string" ? user.firstName.trim() : "";

  function logout() {
    // The server revokes the session too, so a copied token stops working; the screen does not wait.
    void api.call(authApi.logout).catch(() => undefined);
    setAuth(null);
    // The next person on this device must not see the previous member's cached data.
    queryClient.clear();
    navigate("/login");
  }

  return (
    <>
      <SkipLink href="#content">{t("skip")}</SkipLink>
      <Header>
        <HeaderRow ref={row}>
          <Brand compactOnPhones />
          <TopNav isAdmin={isAdmin} />
          <Identity>
            <LanguagePicker short />
            <CompletionPrompt variant="navbar" />
            <span data-avatar="">
              <Avatar
                src={typeof user?.profilePicture === "string" ? user.profilePicture : null}
                firstName={firstName}
                size={32}
              />
            </span>
            <Greeting data-greeting="">{firstName ? t("greeting", { name: firstName }) : null}</Greeting>
          </Identity>
          <LogoutButton variant="ghost" onClick={logout}>
            {t("logout")}
          </LogoutButton>
        </HeaderRow>
      </Header>
      <Content>
        <ShellMain id="content" tabIndex={-1}>
          <RouteErrorBoundary pathname={pathname} inShell>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </ShellMain>
      </Content>
      <BottomBar isAdmin={isAdmin} />
      {/* Asks for the password when a change needs it; the code too with two-factor authentication on. */}
      <StepUpHost needsCode={() => queryClient.fetchQuery(twoFactorStatusQuery()).then((status) => status.enabled)} />
    </>
  );
}
