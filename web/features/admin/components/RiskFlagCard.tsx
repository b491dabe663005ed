import styled from "@emotion/styled";
import { useId } from "react";
import { rm } from "../../../lib/format.ts";
import { rich } from "../../../lib/i18n/rich.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { colors, media, radius, space } from "../../../ui/theme.ts";
import type { RiskFlagItem } from "../api/risk.ts";
import { operationsText } from "../operations/i18n.ts";
import { auditTime } from "../utils/audit.ts";
import { evidenceLabel, evidenceSummary, evidenceValue } from "../utils/risk-evidence.ts";
import { RISK_STATUS, ruleTitle, sharedSignals } from "../utils/risk-format.ts";
import { RiskDecision } from "./RiskDecision.tsx";
import { RiskGraph } from "./RiskGraph.tsx";
import { RiskHandleEvidence } from "./RiskHandleEvidence.tsx";
import { RiskMemberList } from "./RiskMemberList.tsx";

const Item = styled.li`
  display: grid;
  gap: ${space.sm};
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radius.sm};
  background: ${colors.surface};
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
  & h3 {
    margin: 0;
    font-size: 1.0625rem;
  }
`;

const Text = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.md};
  font-size: 0.875rem;
  color: ${colors.textMuted};
`;

// Figure and value side by side; two pairs to a line from tablet width.
const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${space.xs} ${space.sm};
  margin: 0;
  font-size: 0.875rem;
  & dt {
    color: ${colors.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${media.tablet} {
    grid-template-columns: auto minmax(0, 1fr) auto minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  & > button {
    flex: 1 1 auto;
  }
`;

type RiskFlagCardProps = {
  flag: RiskFlagItem;
  busy: boolean;
  onClear: () => void;
  onConfirm: () => void;
  onSuspend: () => void;
};

// One flag as a reviewer weighs it: why it was raised, who it involves and how they are linked,
// what it holds, and either the ways to decide it or the decision taken.
export function RiskFlagCard({ flag, busy, onClear, onConfirm, onSuspend }: RiskFlagCardProps) {
  const t = useT(operationsText);
  const titleId = useId();
  const open = flag.status === "open";
  const title = ruleTitle(flag);
  // Named again here rather than taken from sharedLabel, so they follow a change of language.
  const shared = sharedSignals(flag.shared);
  const hidden = [<VisuallyHidden />];
  return (
    <Item aria-labelledby={titleId}>
      <Header>
        <h3 id={titleId}>{title}</h3>
        <Badge tone={RISK_STATUS[flag.status].tone}>{t(`status.${flag.status}`)}</Badge>
      </Header>
      <Text>{evidenceSummary(flag.evidence.summary)}</Text>
      <Meta>
        <span>{rich(t("flag.raised", { time: auditTime(flag.raisedAt) }), [<time dateTime={flag.raisedAt} />])}</span>
        {shared ? <span>{t("flag.shares", { signals: shared })}</span> : null}
        <span>{rich(t(open ? "flag.held" : "flag.unpaid", { amount: rm(flag.heldAmount) }), [<strong />])}</span>
      </Meta>
      {flag.evidence.facts.length > 0 ? (
        <Facts aria-label={t("flag.evidence")}>
          {flag.evidence.facts.map((fact, index) => (
            <div key={`${fact.label}-${index}`} style={{ display: "contents" }}>
              <dt>{evidenceLabel(fact.label)}</dt>
              <dd>{evidenceValue(fact.value)}</dd>
            </div>
          ))}
        </Facts>
      ) : null}
      <RiskHandleEvidence flag={flag} />
      {flag.members.length > 1 ? <RiskGraph members={flag.members} links={flag.links} /> : null}
      <RiskMemberList members={flag.members} held={open} />
      {flag.reviewNote ? <Meta>{t("flag.note", { note: flag.reviewNote })}</Meta> : null}
      {flag.decision ? <RiskDecision decision={flag.decision} members={flag.members} /> : null}
      {open ? (
        <Actions>
          <Button variant="secondary" disabled={busy} onClick={onClear}>
            {rich(t("flag.clear", { title }), hidden)}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onConfirm}>
            {rich(t("flag.confirm", { title }), hidden)}
          </Button>
          <Button disabled={busy} onClick={onSuspend}>
            {rich(t("flag.suspend", { title }), hidden)}
          </Button>
        </Actions>
      ) : null}
    </Item>
  );
}
