import { useQuery } from "@tanstack/react-query";
import { formatRM } from "../../../lib/format.ts";
import { formatDate, rm } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { platformLabel } from "../../../lib/platforms.ts";
import { FetchError } from "../../../ui/FetchError.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { riskFlagQueryOptions, type RiskMember } from "../api/risk.ts";
import { operationsText } from "../operations/i18n.ts";
import { reversalTotal, riskMemberName } from "../utils/risk-format.ts";
import { ChoiceDetail, ChoiceNote, Choices } from "./RiskChoices.tsx";

type RiskPostChoicesProps = {
  flagId: string;
  members: ReadonlyArray<RiskMember>;
  chosen: ReadonlySet<string>;
  onToggle: (postId: string, checked: boolean) => void;
};

// The flag's members' approved posts, fetched when the dialog opens; none is chosen until the
// reviewer picks it, and the total says what the choice takes back.
export function RiskPostChoices({ flagId, members, chosen, onToggle }: RiskPostChoicesProps) {
  const t = useT(operationsText);
  const detail = useQuery(riskFlagQueryOptions(flagId));
  if (detail.isPending) {
    return (
      <div aria-busy="true" aria-label={t("choices.loading")}>
        <SkeletonRows count={2} height="3rem" />
      </div>
    );
  }
  if (detail.isError) {
    return <FetchError message={t("choices.failed")} onRetry={() => void detail.refetch()} />;
  }
  const { posts } = detail.data;
  if (posts.length === 0) return <ChoiceNote>{t("choices.noPosts")}</ChoiceNote>;

  const names = new Map(members.map((member) => [member.memberId, riskMemberName(member)]));
  const total = reversalTotal(posts, chosen);
  const count = posts.filter((post) => chosen.has(post.postId)).length;
  return (
    <Choices
      legend={t("choices.legend")}
      chosen={chosen}
      onToggle={onToggle}
      options={posts.map((post) => ({
        value: post.postId,
        label: (
          <>
            {post.title}
            <ChoiceDetail>
              {[
                names.get(post.memberId) ?? `#${post.memberId}`,
                platformLabel(post.platform),
                rm(post.earnings),
                ...(post.approvedAt ? [t("choices.approvedOn", { date: formatDate(post.approvedAt) })] : []),
              ].join(" · ")}
            </ChoiceDetail>
          </>
        ),
      }))}
    >
      <ChoiceNote aria-live="polite">
        {count === 0 ? t("choices.none") : t("choices.chosen", { count, total: formatRM(total) })}
      </ChoiceNote>
    </Choices>
  );
}
