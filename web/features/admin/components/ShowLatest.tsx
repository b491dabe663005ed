import styled from "@emotion/styled";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { adminText } from "../i18n.ts";

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.xs} ${space.sm};
  font-size: 0.875rem;
  color: ${colors.textMuted};
`;

type ShowLatestProps = { added: number; onShow: () => void };

// Always there, so its words changing never moves the list below it: a list held still while the
// admin works (hooks/use-stable-rows.ts) is brought up to date only from here.
export function ShowLatest({ added, onShow }: ShowLatestProps) {
  const t = useT(adminText);
  return (
    <Bar>
      <span role="status">{added > 0 ? t("latest.added", { count: added }) : t("latest.held")}</span>
      <Button variant="ghost" onClick={onShow}>
        {t("latest.show")}
      </Button>
    </Bar>
  );
}
