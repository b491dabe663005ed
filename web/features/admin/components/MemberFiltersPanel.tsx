import styled from "@emotion/styled";
import {
  GENDERS,
  INFLUENCER_CATEGORIES,
  LANGUAGES,
  MARITAL_STATUSES,
  SOCIAL_PLATFORMS,
  STATES,
} from "../../../../domain/profile-options.ts";
import { SelectField, TextField } from "../../../ui/Field.tsx";
import { colors, media, radius, space } from "../../../ui/theme.ts";
import { platformLabel } from "../../../lib/platforms.ts";
import { optionLabel } from "../../../lib/member-details.ts";
import type { MemberFilters, Platform } from "../utils/member-search.ts";
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

const asOptions = (values: ReadonlyArray<string>, label: (value: string) => string = (value) => value) =>
  values.map((value) => ({ value, label: label(value) }));

const STATE_OPTIONS = asOptions(STATES);
const GENDER_OPTIONS = asOptions(GENDERS, optionLabel);
const MARITAL_OPTIONS = asOptions(MARITAL_STATUSES, optionLabel);
const LANGUAGE_OPTIONS = asOptions(LANGUAGES);
const CATEGORY_OPTIONS = asOptions(INFLUENCER_CATEGORIES);
const PLATFORM_OPTIONS = asOptions(SOCIAL_PLATFORMS, platformLabel);
const ACCOUNT_OPTIONS = [
  { value: "true", label: "Admins only" },
  { value: "false", label: "Members only" },
];

const WHOLE = { type: "number", min: 0, step: 1, inputMode: "numeric" } as const;

type MemberFiltersPanelProps = { id: string; filters: MemberFilters; onChange: (filters: MemberFilters) => void };

// Every filter of the member search; nothing is searched until the form around it is submitted.
export function MemberFiltersPanel({ id, filters, onChange }: MemberFiltersPanelProps) {
  const set = <Key extends keyof MemberFilters>(key: Key, value: MemberFilters[Key]) =>
    onChange({ ...filters, [key]: value });
  const setFollowers = (platform: Platform, range: MemberFilters["followers"][Platform]) =>
    set("followers", { ...filters.followers, [platform]: range });

  return (
    <Panel id={id}>
      <Section aria-labelledby={`${id}-profile`}>
        <h3 id={`${id}-profile`}>Profile</h3>
        <CheckboxGroup
          legend="State"
          options={STATE_OPTIONS}
          selected={filters.states}
          onChange={(v) => set("states", v)}
        />
        <CheckboxGroup
          legend="Gender"
          options={GENDER_OPTIONS}
          selected={filters.genders}
          onChange={(v) => set("genders", v)}
        />
        <CheckboxGroup
          legend="Marital Status"
          options={MARITAL_OPTIONS}
          selected={filters.maritalStatuses}
          onChange={(v) => set("maritalStatuses", v)}
        />
        <CheckboxGroup
          legend="Languages"
          options={LANGUAGE_OPTIONS}
          selected={filters.languages}
          onChange={(v) => set("languages", v)}
        />
        <CheckboxGroup
          legend="Influencer Categories"
          options={CATEGORY_OPTIONS}
          selected={filters.categories}
          onChange={(v) => set("categories", v)}
        />
      </Section>

      <Section aria-labelledby={`${id}-account`}>
        <h3 id={`${id}-account`}>Account</h3>
        <SelectField
          label="Account Type"
          placeholder="Admins and members"
          options={ACCOUNT_OPTIONS}
          value={filters.isAdmin}
          onChange={(event) => set("isAdmin", event.target.value as MemberFilters["isAdmin"])}
        />
        <RangeFields
          legend="Monthly Income (RM)"
          value={filters.income}
          onChange={(v) => set("income", v)}
          input={{ type: "number", min: 0, step: 0.01, inputMode: "decimal" }}
        />
        <RangeFields legend="Team Size" value={filters.teamSize} onChange={(v) => set("teamSize", v)} input={WHOLE} />
        <RangeFields
          legend="Join Date"
          labels={["From", "To"]}
          value={filters.joinDate}
          onChange={(v) => set("joinDate", v)}
          input={{ type: "date" }}
        />
      </Section>

      <Section aria-labelledby={`${id}-social`}>
        <h3 id={`${id}-social`}>Social Media</h3>
        <CheckboxGroup
          legend="Has a Profile On"
          options={PLATFORM_OPTIONS}
          selected={filters.hasSocialMedia}
          onChange={(v) => set("hasSocialMedia", v as Platform[])}
        />
        <TextField
          label="Social Media Username"
          value={filters.socialMediaUsername}
          onChange={(event) => set("socialMediaUsername", event.target.value)}
        />
        {SOCIAL_PLATFORMS.map((platform) => (
          <RangeFields
            key={platform}
            legend={`${platformLabel(platform)} Followers`}
            value={filters.followers[platform]}
            onChange={(v) => setFollowers(platform, v)}
            input={WHOLE}
          />
        ))}
      </Section>
    </Panel>
  );
}
