import { Page } from "../../../ui/Page.tsx";

export function ProfileScreen() {
  return (
    <Page
      title="My Profile"
      documentTitle="Profile"
      description="Complete profiles get 3x more brand partnership offers."
    />
  );
}
