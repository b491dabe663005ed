import styled from "@emotion/styled";
import * as Popover from "@radix-ui/react-popover";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { colors, radius, shadow, space } from "../../../ui/theme.ts";
import { adminText } from "../i18n.ts";
import { canHide, MEMBER_COLUMNS, type ColumnPreferences, type MemberColumnId } from "../utils/column-preferences.ts";

const Content = styled(Popover.Content)`
  z-index: 50;
  width: min(18rem, calc(100vw - 1rem));
  /* Taller than the room above or below the button, it would leave the screen (off the top when
     it flipped up): never taller than the room Radix measures on its side, scrolling inside. */
  max-height: var(--radix-popover-content-available-height);
  overflow-y: auto;
  padding: ${space.md};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card}, 0 12px 32px rgb(0 0 0 / 12%);
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  & legend {
    margin-bottom: ${space.sm};
    font-weight: 700;
  }
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 2.75rem;
  & > input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const Note = styled.small`
  color: ${colors.textMuted};
`;

type ColumnPickerProps = {
  preferences: ColumnPreferences;
  // Columns the screen hides whatever the preference (location while filtering by state).
  forcedHidden: ReadonlySet<MemberColumnId>;
  onChange: (id: MemberColumnId, shown: boolean) => void;
};

export function ColumnPicker({ preferences, forcedHidden, onChange }: ColumnPickerProps) {
  const t = useT(adminText);
  const shown = MEMBER_COLUMNS.filter(({ id }) => preferences[id] && !forcedHidden.has(id)).length;
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="secondary">{t("columns.button", { shown, total: MEMBER_COLUMNS.length })}</Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Content align="end" sideOffset={4} collisionPadding={8}>
          <Fieldset>
            <legend>{t("columns.legend")}</legend>
            {MEMBER_COLUMNS.map(({ id, label }) => (
              <Option key={id}>
                <input
                  type="checkbox"
                  checked={preferences[id]}
                  disabled={!canHide(preferences, id)}
                  onChange={(event) => onChange(id, event.target.checked)}
                />
                <span>
                  {t(label)}
                  {forcedHidden.has(id) ? (
                    <>
                      {" "}
                      <Note>{t("columns.hiddenByState")}</Note>
                    </>
                  ) : null}
                </span>
              </Option>
            ))}
          </Fieldset>
        </Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
