import styled from "@emotion/styled";
import { useAtomValue } from "jotai";
import { languageAtom } from "../../../lib/i18n/language.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { authText } from "../i18n.ts";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { Button } from "../../../ui/Button.tsx";
import { PasswordField, TextField } from "../../../ui/Field.tsx";
import { PhoneInput } from "../../../ui/PhoneInput.tsx";
import { colors, media, radius, space } from "../../../ui/theme.ts";
import { useToast } from "../../../ui/toast.ts";
import { useRegister } from "../hooks/use-sign-in.ts";
import { fieldRefusal } from "../feedback.ts";
import { checkRegistration, type RegistrationForm } from "../registration.ts";
import { rich } from "../../../lib/i18n/rich.tsx";
import { Form } from "./Form.tsx";

const Names = styled.div`
  display: grid;
  gap: ${space.md};
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const ReferralNote = styled.p`
  margin: 0;
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.sm};
  background: ${colors.accentSoft};
  color: ${colors.accentHover};
`;

type TextKey = Exclude<keyof RegistrationForm, "phoneNumber">;

// referralCode: from an invitation link; it then cannot be changed here.
export function RegisterForm({ referralCode }: { referralCode: string | null }) {
  const t = useT(authText);
  const [form, setForm] = useState<RegistrationForm>({
    firstName: "",
    lastName: "",
    email: "",
    password: "",
    phoneNumber: "",
    referralCode: referralCode ?? "",
  });
  const registration = useRegister();
  const { toast } = useToast();
  // The language picked on this screen becomes the new member's: their mail is written in it.
  const language = useAtomValue(languageAtom);

  const bind = (key: TextKey) => ({
    value: form[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  // The server's reason for refusing the password, under the field while it still holds that password.
  const passwordError =
    registration.variables?.password === form.password ? fieldRefusal(registration.error, "password") : undefined;

  // Checked here rather than by the browser, so every problem reads the same way.
  function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkRegistration(form);
    if (check.ok) registration.mutate({ ...check.payload, language });
    else toast(check.toast);
  }

  return (
    <Form noValidate onSubmit={submit}>
      {referralCode ? (
        <ReferralNote>{rich(t("register.referred", { code: referralCode }), [<strong />])}</ReferralNote>
      ) : null}
      <Names>
        <TextField label={t("register.firstName")} autoComplete="given-name" required {...bind("firstName")} />
        <TextField label={t("register.lastName")} autoComplete="family-name" required {...bind("lastName")} />
      </Names>
      <TextField label={t("register.email")} type="email" autoComplete="email" required {...bind("email")} />
      <PhoneInput
        label={t("register.phone")}
        hint={t("register.phoneHint")}
        required
        value={form.phoneNumber}
        onChange={(phoneNumber) => setForm((current) => ({ ...current, phoneNumber }))}
      />
      <PasswordField
        label={t("register.password")}
        autoComplete="new-password"
        hint={t("passwordRule")}
        error={passwordError}
        required
        {...bind("password")}
      />
      <TextField
        label={t("register.referralCode")}
        autoCapitalize="characters"
        autoComplete="off"
        readOnly={referralCode !== null}
        hint={referralCode ? t("register.referralFromLink") : t("register.referralOptional")}
        {...bind("referralCode")}
      />
      <Button type="submit" fullWidth disabled={registration.isPending}>
        {registration.isPending ? t("register.creating") : t("register.create")}
      </Button>
    </Form>
  );
}
