import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { SOCIAL_PLATFORMS } from "../../../../domain/profile-options.ts";
import { isSignedInAtom } from "../../../lib/auth.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { platformLabel } from "../../../lib/platforms.ts";
import { Card } from "../../../ui/Card.tsx";
import { colors, media, radius, space } from "../../../ui/theme.ts";
import type { SocialPlatform } from "../api/profile.ts";
import type { ProfileFormApi } from "../hooks/use-profile-form.ts";
import { profileText } from "../i18n.ts";
import { profileLinkNote } from "../utils/profile-form.ts";
import { handlesQueryOptions, type ConnectablePlatform } from "../api/handles.ts";
import { useConnectAccount } from "../hooks/use-connect-account.ts";
import { SocialHandleLine } from "./SocialHandleLine.tsx";
import { SectionNote } from "./FieldGrid.tsx";
import { FormTextField } from "./FormFields.tsx";

const Platform = styled.fieldset`
  margin: 0;
  min-width: 0;
  padding: ${space.sm} ${space.md} ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radius.sm};
`;

const Legend = styled.legend`
  padding: 0 ${space.xs};
  font-weight: 700;
`;

// Phones: the link on its own row, name and followers under it, side by side where each label's
// longest word fits in half the row (one long word in Tamil does not: it gets the row instead of
// breaking inside the word). Wide screens: all three in a row, the link taking the most room.
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  align-items: flex-start;
  overflow-wrap: break-word;
  & > * {
    flex: 1 1 calc(50% - ${space.md});
  }
  /* A field is otherwise free to shrink below its label's longest word. */
  & > :not(:first-of-type) {
    min-width: auto;
  }
  /* The link's note can hold a long address with no place to break. */
  & > :first-of-type {
    flex-basis: 100%;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  ${media.desktop} {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 1.5fr) minmax(0, 1fr);
    & > *,
    & > :not(:first-of-type) {
      min-width: 0;
    }
  }
`;

const PLACEHOLDERS: Record<SocialPlatform, string> = {
  instagram: "https://instagram.com/yourname",
  tiktok: "https://tiktok.com/@yourname",
  youtube: "https://youtube.com/@yourchannel",
  facebook: "https://facebook.com/yourpage",
  twitter: "https://x.com/yourname",
};

export function SocialMediaSection({ form }: { form: ProfileFormApi }) {
  const t = useT(profileText);
  const handles = useQuery(handlesQueryOptions(useAtomValue(isSignedInAtom)));
  const connect = useConnectAccount();
  const connectable = (platform: SocialPlatform): platform is ConnectablePlatform =>
    (handles.data?.connectable as ReadonlyArray<string> | undefined)?.includes(platform) ?? false;
  return (
    <Card title={t("social.title")}>
      <SectionNote>{t("social.note")}</SectionNote>
      {handles.data && handles.data.connectable.length > 0 ? (
        <SectionNote>{t("social.handlesNote")}</SectionNote>
      ) : null}
      {SOCIAL_PLATFORMS.map((platform) => (
        <Platform key={platform}>
          <Legend>{platformLabel(platform)}</Legend>
          <Row>
            <FormTextField
              form={form}
              label={t("social.link")}
              type="url"
              inputMode="url"
              placeholder={PLACEHOLDERS[platform]}
              name={`socialMediaLinks.${platform}.profileLink`}
              valueProps={(value) => ({ hint: profileLinkNote(platform, value) })}
            />
            <FormTextField
              form={form}
              label={t("social.name")}
              placeholder={t("social.namePlaceholder")}
              name={`socialMediaLinks.${platform}.profileName`}
            />
            <FormTextField
              form={form}
              label={t("social.followers")}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              name={`socialMediaLinks.${platform}.followers`}
            />
          </Row>
          <SocialHandleLine
            platform={platform}
            handle={handles.data?.handles.find((handle) => handle.platform === platform)}
            connectable={connectable(platform)}
            connecting={(connect.isPending || connect.isSuccess) && connect.variables === platform}
            onConnect={() => connectable(platform) && connect.mutate(platform)}
          />
        </Platform>
      ))}
    </Card>
  );
}
