import styled from "@emotion/styled";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { adminText } from "../i18n.ts";

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
`;

const Status = styled.p`
  margin: 0;
  color: ${colors.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${space.sm};
`;

type PagerProps = { label: string; page: number; pages: number; status: string; onPage: (page: number) => void };

export function Pager({ label, page, pages, status, onPage }: PagerProps) {
  const t = useT(adminText);
  return (
    <Bar aria-label={label}>
      <Status aria-live="polite">{status}</Status>
      <Buttons>
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t("pager.previous")}
        </Button>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t("pager.next")}
        </Button>
      </Buttons>
    </Bar>
  );
}
