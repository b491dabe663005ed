import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import type { MouseEvent } from "react";
import { rm } from "../../../lib/format.ts";
import { periodTitle } from "../../../lib/periods.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Card } from "../../../ui/Card.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { colors, radius, space } from "../../../ui/theme.ts";
import { adminHomeQueryOptions } from "../api/home.ts";
import type { AdminTabId } from "../hooks/use-admin-tab.ts";
import type { PostsView } from "../hooks/use-posts-view.ts";
import { adminText } from "../i18n.ts";
import { homeTasks, type HomeTask } from "../utils/home-tasks.ts";
import { OverviewTab } from "./OverviewTab.tsx";

const Stack = styled.div`
  display: grid;
  gap: ${space.lg};
  & h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const Tasks = styled.ul`
  display: grid;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TaskLink = styled.a<{ done: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.xs} ${space.md};
  min-height: 2.75rem;
  padding: ${space.sm} ${space.md};
  border: 1px solid ${colors.border};
  border-left: 4px solid ${({ done }) => (done ? colors.border : colors.brand)};
  border-radius: ${radius.sm};
  background: ${colors.surface};
  color: ${({ done }) => (done ? colors.textMuted : colors.text)};
  font-weight: ${({ done }) => (done ? 400 : 600)};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    border-color: ${colors.brand};
    color: ${colors.text};
  }
`;

const Where = styled.span`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${colors.accent};
`;

type HomeTabProps = { onOpen: (tab: AdminTabId, view?: PostsView) => void };

// The admin's landing tab: what waits, each line a link to the tab where it is done, then the
// overview's figures.
export function HomeTab({ onOpen }: HomeTabProps) {
  const t = useT(adminText);
  const home = useQuery(adminHomeQueryOptions());
  const sentence = (task: HomeTask): string => {
    const values = { count: task.count, amount: rm(task.amount ?? 0) };
    if (task.count === 0) return t(`home.${task.id}Done`);
    return task.id === "month"
      ? t("home.month", { month: periodTitle(task.period ?? 0) })
      : t(`home.${task.id}`, values);
  };
  // A real link (it opens in a new window too); a plain click switches tab in place, focus
  // following, as the overview's cards do.
  const open = (task: HomeTask) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(task.tab, task.view);
  };
  const href = (task: HomeTask) => (task.view ? `?tab=${task.tab}&view=${task.view}` : `?tab=${task.tab}`);

  return (
    <Stack>
      <Card title={t("home.title")}>
        {home.isPending ? (
          <div aria-busy="true">
            <SkeletonRows count={6} height="2.75rem" />
          </div>
        ) : home.isError ? (
          <FetchError message={t("home.fetchError")} onRetry={() => void home.refetch()} />
        ) : (
          <>
            {homeTasks(home.data).every((task) => task.count === 0) ? <p>{t("home.allClear")}</p> : null}
            <Tasks aria-label={t("home.title")}>
              {homeTasks(home.data).map((task) => (
                <li key={task.id}>
                  <TaskLink href={href(task)} done={task.count === 0} onClick={open(task)}>
                    <span>{sentence(task)}</span>
                    <Where>
                      {t(`tab.${task.tab}`)} <span aria-hidden="true">→</span>
                    </Where>
                  </TaskLink>
                </li>
              ))}
            </Tasks>
          </>
        )}
      </Card>
      <section aria-labelledby="admin-home-figures">
        <Stack>
          <h2 id="admin-home-figures">{t("home.figures")}</h2>
          <OverviewTab onOpen={onOpen} />
        </Stack>
      </section>
    </Stack>
  );
}
