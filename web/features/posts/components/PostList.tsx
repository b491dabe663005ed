import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { POST_REWARD_SEN, toRinggit } from "../../../../domain/money.ts";
import { rmWhole } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Card } from "../../../ui/Card.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { SegmentedSwitch } from "../../../ui/SegmentedSwitch.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { myPostsQueryOptions } from "../api/posts.ts";
import { usePostsFilter } from "../hooks/use-posts-filter.ts";
import { postsText } from "../i18n.ts";
import { countByStatus, POSTS_FILTERS, postsIn } from "../utils/by-status.ts";
import { PostItem } from "./PostItem.tsx";

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${space.sm} 0 0;
`;

const Muted = styled.p`
  color: ${colors.textMuted};
`;

// Every month's posts, newest first, one status at a time when the member picks one; each
// option says how many it holds, so a rejection is seen without opening the list.
export function PostList() {
  const posts = useQuery(myPostsQueryOptions());
  const [filter, setFilter] = usePostsFilter();
  const t = useT(postsText);
  if (posts.isPending)
    return (
      <Card title={t("list.title")}>
        <div aria-busy="true">
          <SkeletonRows count={3} />
        </div>
      </Card>
    );
  if (posts.isError)
    return (
      <Card title={t("list.title")}>
        <Muted role="alert">{t("list.failed")}</Muted>
      </Card>
    );
  if (posts.data.length === 0)
    return (
      <Card title={t("list.title")}>
        <EmptyState
          art="posts"
          title={t("list.empty")}
          hint={t("list.emptyHint", { amount: rmWhole(toRinggit(POST_REWARD_SEN)) })}
        />
      </Card>
    );
  const counts = countByStatus(posts.data);
  const shown = postsIn(posts.data, filter);
  return (
    <Card title={t("list.title")}>
      <SegmentedSwitch
        label={t("list.show")}
        options={POSTS_FILTERS.map((value) => ({ value, label: t(`filter.${value}`, { count: counts[value] }) }))}
        value={filter}
        onChange={setFilter}
      />
      {shown.length === 0 ? (
        <Muted>{t("list.emptyFilter")}</Muted>
      ) : (
        <List>
          {shown.map((post) => (
            <PostItem key={post.id} post={post} />
          ))}
        </List>
      )}
    </Card>
  );
}
