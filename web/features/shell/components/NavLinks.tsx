import styled from "@emotion/styled";
import { useT } from "../../../lib/i18n/use-t.ts";
import { shellText, type ShellKey } from "../i18n.ts";
import {
  ChartColumn,
  CircleUserRound,
  FileText,
  LayoutDashboard,
  ShieldCheck,
  UserPlus,
  Users,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { Link, useLocation } from "react-router-dom";
import { bottomBarHeight, colors, fontSize, media, radius, space } from "../../../ui/theme.ts";

type NavItem = { to: string; label: ShellKey; icon: LucideIcon; adminOnly?: boolean };

// Labels and order differ between the two bars on purpose.
const topItems: NavItem[] = [
  { to: "/dashboard", label: "nav.dashboard", icon: LayoutDashboard },
  { to: "/posts", label: "nav.posts", icon: FileText },
  { to: "/team", label: "nav.myTeam", icon: Users },
  { to: "/invite", label: "nav.invite", icon: UserPlus },
  { to: "/reports", label: "nav.reports", icon: ChartColumn },
  { to: "/payouts", label: "nav.payouts", icon: Wallet },
  { to: "/profile", label: "nav.profile", icon: CircleUserRound },
  { to: "/admin", label: "nav.admin", icon: ShieldCheck, adminOnly: true },
];

const bottomItems: NavItem[] = [
  { to: "/dashboard", label: "nav.dashboard", icon: LayoutDashboard },
  { to: "/posts", label: "nav.posts", icon: FileText },
  { to: "/team", label: "nav.team", icon: Users },
  { to: "/invite", label: "nav.invite", icon: UserPlus },
  { to: "/profile", label: "nav.profile", icon: CircleUserRound },
  { to: "/reports", label: "nav.reports", icon: ChartColumn },
  { to: "/payouts", label: "nav.payouts", icon: Wallet },
  { to: "/admin", label: "nav.admin", icon: ShieldCheck, adminOnly: true },
];

// "/" shows the dashboard too, so its link counts as current there.
function isCurrent(pathname: string, to: string): boolean {
  return pathname === to || (to === "/dashboard" && pathname === "/");
}

// Only one of the two bars is displayed at any width, so only one "Main" landmark is exposed.
const TopBox = styled.nav`
  display: none;
  ${media.desktop} {
    display: block;
  }
`;

// Eight links, the profile prompt and Logout share an admin's row from 960 px: up to 1200 px
// the links sit closer, so none breaks over two lines.
const WIDE = "@media (min-width: 1200px)";

const TopList = styled.ul`
  display: flex;
  list-style: none;
  margin: 0;
  padding: 0;
  gap: ${space.xxs};
  ${WIDE} {
    gap: ${space.xs};
  }
`;

const TopLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 2.5rem;
  padding: 0 ${space.xs};
  white-space: nowrap;
  /* The top bar drops the icons first when its row is crowded (use-room.ts). */
  & > svg {
    flex: none;
  }
  border-radius: ${radius.sm};
  color: ${colors.text};
  text-decoration: none;
  font-weight: 500;
  &:hover {
    background: ${colors.brandSoft};
    color: ${colors.text};
  }
  &[aria-current="page"] {
    color: ${colors.brandText};
    background: ${colors.brandSoft};
  }
`;

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 10;
  height: ${bottomBarHeight};
  background: ${colors.surface};
  border-top: 1px solid ${colors.border};
  padding-bottom: env(safe-area-inset-bottom);
  ${media.desktop} {
    display: none;
  }
`;

const BarList = styled.ul`
  display: flex;
  height: 100%;
  list-style: none;
  margin: 0;
  padding: 0;
  /* Each item as wide as its label, the spare room shared out: six or seven equal slots would
     cut the longest label ("Dashboard") at 360 px while "Team" had room to spare. */
  & > li {
    flex: 1 1 auto;
  }
  /* An admin's eight labels (Posts and Admin beside the member's six) take the smaller size on
     every phone, and less padding, so the last one is not pushed off the screen in Malay or Tamil. */
  &[data-crowded] a {
    font-size: ${fontSize.micro};
    padding: 0 1px;
  }
`;

// The icon over its label, as phones' own tab bars do.
const BarLink = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.1875rem;
  height: 100%;
  padding: 0 ${space.xxs};
  text-align: center;
  font-size: ${fontSize.tiny};
  font-weight: 600;
  white-space: nowrap;
  /* An admin's seven labels need a size smaller on the narrowest phones (360 px). */
  @media (max-width: 379px) {
    font-size: ${fontSize.micro};
  }
  color: ${colors.textMuted};
  text-decoration: none;
  border-top: 3px solid transparent;
  &[aria-current="page"] {
    color: ${colors.brandText};
    border-top-color: ${colors.brandText};
  }
`;

export function TopNav({ isAdmin }: { isAdmin: boolean }) {
  const { pathname } = useLocation();
  const t = useT(shellText);
  return (
    <TopBox aria-label={t("nav.label")}>
      <TopList data-nav-list="">
        {topItems
          .filter((item) => isAdmin || !item.adminOnly)
          .map((item) => (
            <li key={item.to}>
              <TopLink data-nav-link="" to={item.to} aria-current={isCurrent(pathname, item.to) ? "page" : undefined}>
                <item.icon size={18} strokeWidth={2} aria-hidden="true" data-nav-icon="" />
                {t(item.label)}
              </TopLink>
            </li>
          ))}
      </TopList>
    </TopBox>
  );
}

export function BottomBar({ isAdmin }: { isAdmin: boolean }) {
  const { pathname } = useLocation();
  const t = useT(shellText);
  return (
    <Bar aria-label={t("nav.label")}>
      <BarList data-crowded={isAdmin ? "" : undefined}>
        {bottomItems
          .filter((item) => isAdmin || !item.adminOnly)
          .map((item) => (
            <li key={item.to}>
              <BarLink to={item.to} aria-current={isCurrent(pathname, item.to) ? "page" : undefined}>
                <item.icon size={22} strokeWidth={isCurrent(pathname, item.to) ? 2.25 : 1.75} aria-hidden="true" />
                {t(item.label)}
              </BarLink>
            </li>
          ))}
      </BarList>
    </Bar>
  );
}
