import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { LEVEL1_RATE_LABEL, LEVEL2_RATE_LABEL } from "../../../../domain/money.ts";
import { userAtom, type StoredUser } from "../../../lib/auth.ts";
import { Page } from "../../../ui/Page.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { inviteText } from "../i18n.ts";
import { media, space } from "../../../ui/theme.ts";
import { profileQueryOptions } from "../../profile/api/profile.ts";
import { useCopyFeedback } from "../hooks/use-copy-feedback.ts";
import { useReferralLink } from "../hooks/use-referral-link.ts";
import { BrandGallery } from "./BrandGallery.tsx";
import { CommissionExplainer } from "./CommissionExplainer.tsx";
import { LocalLinkWarning } from "./LocalLinkWarning.tsx";
import { QrCodeCard } from "./QrCodeCard.tsx";
import { ReferralDetails } from "./ReferralDetails.tsx";
import { SharePanel } from "./SharePanel.tsx";
import { SuccessStories } from "./SuccessStories.tsx";

const Columns = styled.div`
  display: grid;
  gap: ${space.md};
  ${media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${space.md};
  min-width: 0;
`;

const FullWidth = styled.div`
  margin-top: ${space.md};
  display: grid;
  gap: ${space.md};
`;

const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined);

function InviteTools({ user, referralId }: { user: StoredUser; referralId: string }) {
  const link = useReferralLink(referralId);
  const { copiedKey, copy } = useCopyFeedback();
  const inviter = { firstName: text(user.firstName), lastName: text(user.lastName), referralId };
  return (
    <>
      {link ? <LocalLinkWarning link={link} isAdmin={user.isAdmin === true} /> : null}
      <Columns>
        <Stack>
          <ReferralDetails referralId={referralId} link={link} copiedKey={copiedKey} copy={copy} />
          {link ? <SharePanel inviter={inviter} link={link} copiedKey={copiedKey} copy={copy} /> : null}
        </Stack>
        <Stack>
          {link ? <QrCodeCard link={link} referralId={referralId} /> : null}
          <CommissionExplainer />
        </Stack>
      </Columns>
      <FullWidth>
        <BrandGallery />
        <SuccessStories />
      </FullWidth>
    </>
  );
}

// A session stored by an older version may lack the referral ID; the profile always has it.
function InviteContent({ user }: { user: StoredUser }) {
  const storedId = text(user.referralId);
  const profile = useQuery(profileQueryOptions(storedId === undefined));
  const referralId = storedId ?? profile.data?.referralId;
  const t = useT(inviteText);
  return referralId ? <InviteTools user={user} referralId={referralId} /> : <p role="status">{t("loading")}</p>;
}

export function InviteScreen() {
  const user = useAtomValue(userAtom);
  const t = useT(inviteText);
  return (
    <Page
      title={t("screen.title")}
      description={t("screen.description", { level1Rate: LEVEL1_RATE_LABEL, level2Rate: LEVEL2_RATE_LABEL })}
    >
      {user ? <InviteContent user={user} /> : <p role="status">{t("loading")}</p>}
    </Page>
  );
}
