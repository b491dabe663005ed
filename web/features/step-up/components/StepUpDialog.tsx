import styled from "@emotion/styled";
import type { FormEvent } from "react";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { Dialog, DialogFooter } from "../../../ui/Dialog.tsx";
import { PasswordField, TextField } from "../../../ui/Field.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { useStepUpForm } from "../hooks/use-step-up-form.ts";
import { stepUpText } from "../i18n.ts";
import type { StepUpErrors } from "../utils/step-up-form.ts";
import type { StepUpRequest } from "../utils/step-up-request.ts";

const Fields = styled.div`
  display: grid;
  gap: ${space.md};
`;

const Intro = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
`;

const FormError = styled.p`
  margin: ${space.md} 0 0;
  color: ${colors.danger};
`;

type StepUpFormProps = {
  askCode: boolean;
  password: string;
  code: string;
  errors: StepUpErrors;
  pending: boolean;
  onPassword: (value: string) => void;
  onCode: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
};

/** The password, and the code when two-factor authentication is on; what is wrong, where it belongs. */
export function StepUpForm(props: StepUpFormProps) {
  const { askCode, password, code, errors, pending } = props;
  const t = useT(stepUpText);
  return (
    <form noValidate onSubmit={props.onSubmit} aria-label={t("form.label")}>
      <Fields>
        <PasswordField
          label={t("form.password")}
          autoComplete="current-password"
          autoFocus
          required
          value={password}
          error={errors.password}
          onChange={(event) => props.onPassword(event.target.value)}
        />
        {/* A text keyboard, not the number pad: a recovery code has letters. */}
        {askCode ? (
          <TextField
            label={t("form.code")}
            hint={t("form.codeHint")}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            required
            value={code}
            error={errors.code}
            onChange={(event) => props.onCode(event.target.value)}
          />
        ) : null}
      </Fields>
      {errors.form ? <FormError role="alert">{errors.form}</FormError> : null}
      <DialogFooter>
        <Button type="button" variant="ghost" disabled={pending} onClick={props.onCancel}>
          {t("form.cancel")}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t("form.checking") : t("form.confirm")}
        </Button>
      </DialogFooter>
    </form>
  );
}

type StepUpDialogProps = {
  /** The step-up being asked for; the dialog is closed without one. */
  request: StepUpRequest | null;
  /** Whether the member has two-factor authentication on, asked as the dialog opens. */
  needsCode: () => Promise<boolean>;
};

// Asked before a sensitive change (decision 21); the change goes ahead once it is answered.
export function StepUpDialog({ request, needsCode }: StepUpDialogProps) {
  const t = useT(stepUpText);
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => !open && request?.cancel()}
      title={t("dialog.title")}
      maxWidth="26rem"
    >
      {request ? (
        <StepUpPanel key={request.id} needsCode={needsCode} onDone={request.done} onCancel={request.cancel} />
      ) : null}
    </Dialog>
  );
}

// One per request: what was typed for an earlier one is gone.
function StepUpPanel({
  needsCode,
  onDone,
  onCancel,
}: {
  needsCode: () => Promise<boolean>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const form = useStepUpForm({ needsCode, onDone });
  const t = useT(stepUpText);
  return (
    <>
      <Intro>{form.askCode ? t("dialog.introWithCode") : t("dialog.intro")}</Intro>
      <StepUpForm
        askCode={form.askCode}
        password={form.password}
        code={form.code}
        errors={form.errors}
        pending={form.pending}
        onPassword={form.setPassword}
        onCode={form.setCode}
        onSubmit={form.submit}
        onCancel={() => !form.pending && onCancel()}
      />
    </>
  );
}
