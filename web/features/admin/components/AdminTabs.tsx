import styled from "@emotion/styled";
import { useEffect, useRef, type ReactNode } from "react";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Tabs } from "../../../ui/Tabs.tsx";
import { media, space } from "../../../ui/theme.ts";
import { adminText } from "../i18n.ts";
import { ADMIN_TABS, useAdminTab, type AdminTabId } from "../hooks/use-admin-tab.ts";
import { usePostsView, type PostsView } from "../hooks/use-posts-view.ts";
import { AuditTab } from "./AuditTab.tsx";
import { BrevoTab } from "./BrevoTab.tsx";
import { HomeTab } from "./HomeTab.tsx";
import { ImagesTab } from "./ImagesTab.tsx";
import { IncomeTab } from "./IncomeTab.tsx";
import { MembersTab } from "./MembersTab.tsx";
import { PayoutsTab } from "./PayoutsTab.tsx";
import { PostsTab } from "./PostsTab.tsx";
import { RiskTab } from "./RiskTab.tsx";
import { TemplatesTab } from "./TemplatesTab.tsx";

// Ten tabs do not fit one row on a phone. The shared Tabs lay theirs out in a single flex row,
// so here the list becomes a grid: rows of three on a phone, two rows of five on a tablet, and
// one row once there is room for it.
const Frame = styled.div`
  & [role="tablist"] {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  & [role="tab"] {
    padding: 0 ${space.xs};
    /* Some Tamil names are one word wider than their column; it breaks between letters rather
       than running under the next tab. */
    overflow-wrap: anywhere;
  }
  ${media.tablet} {
    & [role="tablist"] {
      grid-template-columns: repeat(${Math.ceil(ADMIN_TABS.length / 2)}, minmax(0, 1fr));
    }
  }
  ${media.desktop} {
    & [role="tablist"] {
      grid-template-columns: repeat(${ADMIN_TABS.length}, minmax(0, 1fr));
    }
  }
`;

export function AdminTabs() {
  const t = useT(adminText);
  const [tab, setTab] = useAdminTab();
  const [postsView, setPostsView] = usePostsView();
  const frame = useRef<HTMLDivElement>(null);
  const focusTab = useRef(false);

  // A home line or figure opens another tab and disappears with its panel; focus goes to the
  // newly selected tab instead of falling to the page.
  useEffect(() => {
    if (!focusTab.current) return;
    focusTab.current = false;
    frame.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [tab]);

  function openFromHome(next: AdminTabId, view?: PostsView) {
    focusTab.current = true;
    setTab(next, view);
  }

  const panels: Record<AdminTabId, ReactNode> = {
    home: <HomeTab onOpen={openFromHome} />,
    templates: <TemplatesTab />,
    images: <ImagesTab />,
    brevo: <BrevoTab />,
    income: <IncomeTab />,
    members: <MembersTab />,
    posts: <PostsTab view={postsView} onView={setPostsView} />,
    risk: <RiskTab />,
    payouts: <PayoutsTab />,
    audit: <AuditTab />,
  };
  return (
    <Frame ref={frame}>
      <Tabs
        label={t("tabs.label")}
        tabs={ADMIN_TABS.map(({ id, label }) => ({ id, label: t(label), panel: panels[id] }))}
        selected={tab}
        onSelect={(next) => setTab(next)}
      />
    </Frame>
  );
}
