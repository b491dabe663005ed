import { Page } from "../../../ui/Page.tsx";

export function InviteScreen() {
  return (
    <Page
      title="Invite New Members"
      description="Share your referral link and earn 15% of your recruits' content income, and 5% from theirs."
    />
  );
}
