import styled from "@emotion/styled";
import { useId } from "react";
import { Card } from "../../../ui/Card.tsx";
import { colors, media, radius, space } from "../../../ui/theme.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { profileText } from "../i18n.ts";
import type { ProfileFormApi } from "../hooks/use-profile-form.ts";
import type { Option } from "../utils/option-labels.ts";
import type { ListKey } from "../utils/profile-form.ts";
import { FieldError } from "./FieldGrid.tsx";

const Fieldset = styled.fieldset`
  margin-inline: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${space.sm};
  color: ${colors.textMuted};
  font-size: 0.9375rem;
`;

// Short labels (languages) sit two to a row even on a phone, each at least as wide as its longest
// word: a name that is one long word (Tamil) takes a row of its own rather than breaking inside
// the word. Long bilingual labels (categories) need the width.
const Choices = styled("div", { shouldForwardProp: (prop) => prop !== "narrow" })<{ narrow: boolean }>(({ narrow }) =>
  narrow
    ? {
        display: "flex",
        flexWrap: "wrap",
        gap: space.sm,
        "& > *": { flex: `1 1 calc(50% - ${space.sm})` },
        [media.tablet]: { "& > *": { flexBasis: `calc(100% / 3 - ${space.sm})` } },
        [media.desktop]: { "& > *": { flexBasis: `calc(25% - ${space.sm})` } },
      }
    : {
        display: "grid",
        gap: space.sm,
        gridTemplateColumns: "minmax(0, 1fr)",
        [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
        [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
      },
);

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 2.75rem;
  padding: ${space.xs} ${space.sm};
  border: 1px solid ${colors.border};
  border-radius: ${radius.sm};
  cursor: pointer;
  line-height: 1.3;
  /* Only a word wider than the whole row breaks; break-word keeps each word whole in the
     narrow rows' sizing, where anywhere would let it break at any letter. */
  overflow-wrap: break-word;
  &:has(:checked) {
    border-color: ${colors.brand};
    background: ${colors.brandSoft};
  }
  & > input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${colors.brand};
  }
`;

type ChoiceListSectionProps = {
  title: string;
  legend: string;
  list: ListKey;
  options: ReadonlyArray<Option>;
  narrow?: boolean;
  form: ProfileFormApi;
};

// A titled card holding one checkbox group; the value stored is the option's value, not its label.
export function ChoiceListSection({ title, legend, list, options, narrow = false, form }: ChoiceListSectionProps) {
  const t = useT(profileText);
  const errorId = useId();
  return (
    <Card title={title}>
      <form.Field name={list}>
        {(field) => {
          const selected = field.state.value;
          const [error] = field.state.meta.errors;
          const toggle = (value: string) =>
            field.handleChange(
              selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value],
            );
          return (
            <Fieldset aria-describedby={error ? errorId : undefined}>
              <Legend>{t("choices.selected", { legend, count: selected.length })}</Legend>
              <Choices narrow={narrow}>
                {options.map((option) => (
                  <Choice key={option.value}>
                    <input
                      type="checkbox"
                      name={list}
                      value={option.value}
                      checked={selected.includes(option.value)}
                      onChange={() => toggle(option.value)}
                    />
                    {option.label}
                  </Choice>
                ))}
              </Choices>
              {typeof error === "string" ? <FieldError id={errorId}>{error}</FieldError> : null}
            </Fieldset>
          );
        }}
      </form.Field>
    </Card>
  );
}
