import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router-dom";
import { POST_REWARD_SEN, toRinggit } from "../../../../domain/money.ts";
import { formatNumber, rmWhole } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { buttonStyles } from "../../../ui/Button.tsx";
import { CallToAct } from "../../../ui/CallToAct.tsx";
import { colors, fontSize, radius, space } from "../../../ui/theme.ts";
import { postCountsQueryOptions } from "../../posts/api/posts.ts";
import type { PostsArrival } from "../../posts/components/PostsScreen.tsx";
import { dashboardText } from "../i18n.ts";

const Body = styled.div`
  display: grid;
  gap: ${space.xs};
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`;

const Hint = styled.p`
  color: ${colors.textMuted};
  font-size: 0.9375rem;
`;

// Three counts side by side at every width; each opens the Posts screen on its list.
const Counts = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space.xs};
  list-style: none;
  margin: ${space.xs} 0 0;
  padding: 0;
`;

const Count = styled(Link)`
  display: grid;
  justify-items: start;
  padding: ${space.xs} ${space.sm};
  border: 1px solid ${colors.border};
  border-radius: ${radius.sm};
  color: ${colors.text};
  text-decoration: none;
  &:hover {
    background: ${colors.brandSoft};
  }
  & > strong {
    font-size: 1.25rem;
    font-variant-numeric: tabular-nums;
  }
  & > span {
    font-size: ${fontSize.tiny};
    color: ${colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const SUBMIT: PostsArrival = { submit: true };
const SHOWN = ["pending", "approved", "rejected"] as const;

// The dashboard's way to the one action that earns money, and how the member's posts stand.
export function PostsCard() {
  const t = useT(dashboardText);
  const counts = useQuery(postCountsQueryOptions());
  const titleId = useId();
  return (
    <CallToAct aria-labelledby={titleId}>
      <Body>
        <Title id={titleId}>{t("posts.title")}</Title>
        <Hint>{t("posts.hint", { amount: rmWhole(toRinggit(POST_REWARD_SEN)) })}</Hint>
        {counts.isError ? (
          <Hint role="alert">{t("posts.failed")}</Hint>
        ) : (
          <Counts aria-busy={counts.isPending}>
            {SHOWN.map((status) => (
              <li key={status}>
                <Count to={`/posts?status=${status}`}>
                  <strong>{counts.data ? formatNumber(counts.data[status]) : "–"}</strong>
                  <span>{t(`posts.${status}`)}</span>
                </Count>
              </li>
            ))}
          </Counts>
        )}
      </Body>
      <Link to="/posts" state={SUBMIT} css={buttonStyles("primary", true)}>
        <Send size={18} aria-hidden="true" />
        {t("posts.submit")}
      </Link>
    </CallToAct>
  );
}
