import styled from "@emotion/styled";
import { useLocation } from "react-router-dom";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Page } from "../../../ui/Page.tsx";
import { space } from "../../../ui/theme.ts";
import { postsText } from "../i18n.ts";
import { PostList } from "./PostList.tsx";
import { SubmitPostForm } from "./SubmitPostForm.tsx";

const Stack = styled.div`
  display: grid;
  gap: ${space.lg};
  & > * {
    min-width: 0;
  }
`;

/** How the dashboard's "Submit post" opens this screen: with the form's first field focused. */
export type PostsArrival = { submit?: boolean } | null;

// The one action that earns money, first; below it every post the member has sent and how its
// review went.
export function PostsScreen() {
  const t = useT(postsText);
  const arrival = useLocation().state as PostsArrival;
  return (
    <Page title={t("screen.title")} description={t("screen.description")}>
      <Stack>
        <SubmitPostForm focusTitle={arrival?.submit === true} />
        <PostList />
      </Stack>
    </Page>
  );
}
