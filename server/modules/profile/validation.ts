// PUT /api/profile: every field of the profile form, each checked against its option list or
// limit; fields outside the form (email, isAdmin, referralId) are ignored. The form's schema is
// the contract's (domain/contract/profile.ts), which the web app's types come from too.
export { ProfileBody } from "../../../domain/contract/profile.ts";
