import { useAtomValue } from "jotai";
import { userAtom } from "../../../lib/auth.ts";
import { Page } from "../../../ui/Page.tsx";

export function DashboardScreen() {
  const user = useAtomValue(userAtom);
  const firstName = typeof user?.firstName === "string" && user.firstName.trim() !== "" ? user.firstName : null;
  return (
    <Page
      title="Dashboard"
      description={
        firstName
          ? `Welcome back, ${firstName}. Here is your income and your team this month.`
          : "Your income and your team this month."
      }
    />
  );
}
