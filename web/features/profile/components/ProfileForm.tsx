import styled from "@emotion/styled";
import { Button } from "../../../ui/Button.tsx";
import { bottomBarHeight, colors, media, space } from "../../../ui/theme.ts";
import type { Profile } from "../api/profile.ts";
import { useProfileForm } from "../hooks/use-profile-form.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { profileText } from "../i18n.ts";
import { categoryOptions, languageOptions } from "../utils/option-labels.ts";
import { BankingSection } from "./BankingSection.tsx";
import { BasicInfoSection } from "./BasicInfoSection.tsx";
import { ChoiceListSection } from "./ChoiceListSection.tsx";
import { DeliverySection } from "./DeliverySection.tsx";
import { PayeeSection } from "./PayeeSection.tsx";
import { SocialMediaSection } from "./SocialMediaSection.tsx";

const Form = styled.form`
  display: grid;
  gap: ${space.lg};
`;

// Stays in view above the phone's bottom navigation while the long form scrolls.
const SubmitBar = styled.div`
  position: sticky;
  bottom: ${bottomBarHeight};
  z-index: 5;
  display: flex;
  justify-content: flex-end;
  padding: ${space.sm} 0;
  background: ${colors.background};
  box-shadow: 0 -10px 12px -10px rgb(60 30 10 / 25%);
  & > button {
    width: 100%;
  }
  ${media.tablet} {
    & > button {
      width: auto;
      min-width: 12rem;
    }
  }
  ${media.desktop} {
    bottom: 0;
  }
`;

// Validation is the form's own (noValidate), so its bilingual messages show instead of the browser's.
export function ProfileForm({ profile }: { profile: Profile }) {
  const t = useT(profileText);
  const { form, formRef, submit, isSaving } = useProfileForm(profile);
  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label={t("form.label")}>
      <BasicInfoSection form={form} email={profile.email} />
      <ChoiceListSection
        title={t("languages.title")}
        legend={t("languages.legend")}
        list="languages"
        options={languageOptions(t)}
        narrow
        form={form}
      />
      <SocialMediaSection form={form} />
      <ChoiceListSection
        title={t("categories.title")}
        legend={t("categories.legend")}
        list="influencerCategories"
        options={categoryOptions(t)}
        form={form}
      />
      <BankingSection form={form} />
      {/* Asked for while the company e-invoices; shown whenever some are kept, so they can be changed. */}
      {profile.payeeDetailsRequired || profile.identityNumber || profile.tin || profile.residentialAddressLine1 ? (
        <PayeeSection
          form={form}
          missing={profile.payeeDetailsMissing ?? []}
          checked={profile.tinStatus ? profile.tinStatus === "valid" : null}
        />
      ) : null}
      <DeliverySection form={form} />
      <SubmitBar>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t("form.saving") : t("form.submit")}
        </Button>
      </SubmitBar>
    </Form>
  );
}
