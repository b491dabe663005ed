import styled from "@emotion/styled";
import { Button } from "../../../ui/Button.tsx";
import { bottomBarHeight, colors, media, space } from "../../../ui/theme.ts";
import type { Profile } from "../api/profile.ts";
import { useProfileForm } from "../hooks/use-profile-form.ts";
import { CATEGORY_OPTIONS, LANGUAGE_OPTIONS } from "../utils/option-labels.ts";
import { BankingSection } from "./BankingSection.tsx";
import { BasicInfoSection } from "./BasicInfoSection.tsx";
import { ChoiceListSection } from "./ChoiceListSection.tsx";
import { DeliverySection } from "./DeliverySection.tsx";
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
  const editor = useProfileForm(profile);
  return (
    <Form ref={editor.formRef} noValidate onSubmit={editor.submit} aria-label="Edit profile">
      <BasicInfoSection editor={editor} email={profile.email} />
      <ChoiceListSection
        title="Languages (Bahasa)"
        legend="Languages you speak and create content in"
        list="languages"
        options={LANGUAGE_OPTIONS}
        narrow
        editor={editor}
      />
      <SocialMediaSection editor={editor} />
      <ChoiceListSection
        title="Influencer Categories (Kategori Influencer)"
        legend="The kinds of content you make"
        list="influencerCategories"
        options={CATEGORY_OPTIONS}
        editor={editor}
      />
      <BankingSection editor={editor} />
      <DeliverySection editor={editor} />
      <SubmitBar>
        <Button type="submit" disabled={editor.isSaving}>
          {editor.isSaving ? "Updating" : "Update Profile"}
        </Button>
      </SubmitBar>
    </Form>
  );
}
