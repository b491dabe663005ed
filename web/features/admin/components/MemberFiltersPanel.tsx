import styled from "@emotion/styled";
import { useMemo } from "react";
import {
  GENDERS,
  INFLUENCER_CATEGORIES,
  LANGUAGES,
  MARITAL_STATUSES,
  SOCIAL_PLATFORMS,
  STATES,
} from "../../../../domain/profile-options.ts";
import { useT, type Translate } from "../../../lib/i18n/use-t.ts";
import { SelectField, TextField } from "../../../ui/Field.tsx";
import { colors, media, radius, space } from "../../../ui/theme.ts";
import { platformLabel } from "../../../lib/platforms.ts";
import { adminText, type AdminKey } from "../i18n.ts";
import type { MemberFilters, Platform } from "../utils/member-search.ts";
import { categoryWords, languageWords, optionWords } from "../../../lib/profile-option-keys.ts";
import { stateWords } from "../utils/profile-words.ts";
import { CheckboxGroup } from "./CheckboxGroup.tsx";
import { RangeFields } from "./RangeFields.tsx";

// From desktop width the profile lists (16 states, 17 languages, 15 categories) take the whole
// width, so their labels fit on one line; account and social media filters share the row below.
const Panel = styled.div`
  display: grid;
  gap: ${space.lg};
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radius.sm};
  background: ${colors.surfaceMuted};
  ${media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > section:first-of-type {
      grid-column: 1 / -1;
    }
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${space.md};
  align-content: start;
  min-width: 0;
  & > h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

// Choices keep their stored values (what the search sends); their labels are the reader's words.
const asOptions = (values: ReadonlyArray<string>, label: (value: string) => string) =>
  values.map((value) => ({ value, label: label(value) }));

const optionsIn = (t: Translate<AdminKey>) => ({
  states: asOptions(STATES, (value) => stateWords(value, t)),
  genders: asOptions(GENDERS, (value) => optionWords(value, t)),
  maritalStatuses: asOptions(MARITAL_STATUSES, (value) => optionWords(value, t)),
  languages: asOptions(LANGUAGES, (value) => languageWords(value, t)),
  categories: asOptions(INFLUENCER_CATEGORIES, (value) => categoryWords(value, t)),
  platforms: asOptions(SOCIAL_PLATFORMS, platformLabel),
  accounts: [
    { value: "true", label: t("filters.adminsOnly") },
    { value: "false", label: t("filters.membersOnly") },
  ],
});

const WHOLE = { type: "number", min: 0, step: 1, inputMode: "numeric" } as const;

type MemberFiltersPanelProps = { id: string; filters: MemberFilters; onChange: (filters: MemberFilters) => void };

// Every filter of the member search; nothing is searched until the form around it is submitted.
export function MemberFiltersPanel({ id, filters, onChange }: MemberFiltersPanelProps) {
  const t = useT(adminText);
  const options = useMemo(() => optionsIn(t), [t]);
  const set = <Key extends keyof MemberFilters>(key: Key, value: MemberFilters[Key]) =>
    onChange({ ...filters, [key]: value });
  const minMax: [string, string] = [t("filters.min"), t("filters.max")];
  const setFollowers = (platform: Platform, range: MemberFilters["followers"][Platform]) =>
    set("followers", { ...filters.followers, [platform]: range });

  return (
    <Panel id={id}>
      <Section aria-labelledby={`${id}-profile`}>
        <h3 id={`${id}-profile`}>{t("filters.profile")}</h3>
        <CheckboxGroup
          legend={t("filters.state")}
          options={options.states}
          selected={filters.states}
          onChange={(v) => set("states", v)}
        />
        <CheckboxGroup
          legend={t("filters.gender")}
          options={options.genders}
          selected={filters.genders}
          onChange={(v) => set("genders", v)}
        />
        <CheckboxGroup
          legend={t("filters.maritalStatus")}
          options={options.maritalStatuses}
          selected={filters.maritalStatuses}
          onChange={(v) => set("maritalStatuses", v)}
        />
        <CheckboxGroup
          legend={t("filters.languages")}
          options={options.languages}
          selected={filters.languages}
          onChange={(v) => set("languages", v)}
        />
        <CheckboxGroup
          legend={t("filters.categories")}
          options={options.categories}
          selected={filters.categories}
          onChange={(v) => set("categories", v)}
        />
      </Section>

      <Section aria-labelledby={`${id}-account`}>
        <h3 id={`${id}-account`}>{t("filters.account")}</h3>
        <SelectField
          label={t("filters.accountType")}
          placeholder={t("filters.anyAccount")}
          options={options.accounts}
          value={filters.isAdmin}
          onChange={(event) => set("isAdmin", event.target.value as MemberFilters["isAdmin"])}
        />
        <RangeFields
          legend={t("filters.income")}
          labels={minMax}
          value={filters.income}
          onChange={(v) => set("income", v)}
          input={{ type: "number", min: 0, step: 0.01, inputMode: "decimal" }}
        />
        <RangeFields
          legend={t("filters.teamSize")}
          labels={minMax}
          value={filters.teamSize}
          onChange={(v) => set("teamSize", v)}
          input={WHOLE}
        />
        <RangeFields
          legend={t("filters.joinDate")}
          labels={[t("filters.from"), t("filters.to")]}
          value={filters.joinDate}
          onChange={(v) => set("joinDate", v)}
          input={{ type: "date" }}
        />
      </Section>

      <Section aria-labelledby={`${id}-social`}>
        <h3 id={`${id}-social`}>{t("filters.social")}</h3>
        <CheckboxGroup
          legend={t("filters.hasProfile")}
          options={options.platforms}
          selected={filters.hasSocialMedia}
          onChange={(v) => set("hasSocialMedia", v as Platform[])}
        />
        <TextField
          label={t("filters.username")}
          value={filters.socialMediaUsername}
          onChange={(event) => set("socialMediaUsername", event.target.value)}
        />
        {SOCIAL_PLATFORMS.map((platform) => (
          <RangeFields
            key={platform}
            legend={t("filters.followers", { platform: platformLabel(platform) })}
            labels={minMax}
            value={filters.followers[platform]}
            onChange={(v) => setFollowers(platform, v)}
            input={WHOLE}
          />
        ))}
      </Section>
    </Panel>
  );
}
