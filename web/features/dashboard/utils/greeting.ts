// The dashboard's opening line (spec: a welcome or onboarding prompt for the stored user). A
// member on their first visit has no income or team yet, so they are welcomed and told how to
// start; a returning one is welcomed back to this month's figures (decision 23).
export function greeting(firstName: string | null, firstVisit: boolean): string {
  if (firstName === null) return "Welcome to Jemput! Post content and invite members to start earning.";
  return firstVisit
    ? `Welcome, ${firstName}! Post content and invite members to start earning.`
    : `Welcome back, ${firstName}! Here is your income and your team this month.`;
}
