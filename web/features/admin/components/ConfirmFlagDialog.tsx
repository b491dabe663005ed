import styled from "@emotion/styled";
import { useState, type FormEvent } from "react";
import type { ConfirmFlagBody } from "../../../../domain/contract/risk.ts";
import { rm } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { Dialog, DialogClose, DialogFooter } from "../../../ui/Dialog.tsx";
import { Field, TextArea } from "../../../ui/Field.tsx";
import { space } from "../../../ui/theme.ts";
import type { RiskFlag } from "../api/risk.ts";
import { useSingleFire } from "../../../ui/use-single-fire.ts";
import { operationsText } from "../operations/i18n.ts";
import { riskMemberName, ruleTitle, toggled } from "../utils/risk-format.ts";
import { ChoiceDetail, Choices } from "./RiskChoices.tsx";
import { RiskPostChoices } from "./RiskPostChoices.tsx";

const Form = styled.form`
  display: grid;
  gap: ${space.md};
`;

const REASON_MAX_LENGTH = 500;

/** The flag to confirm, and whether its members start out chosen for suspension. */
export type ConfirmTarget = { flag: RiskFlag; suspendAll: boolean };

type ConfirmFlagDialogProps = {
  target: ConfirmTarget | null;
  pending: boolean;
  /** While a returned promise runs, the form sends nothing more. */
  onConfirm: (body: ConfirmFlagBody) => unknown;
  onClose: () => void;
};

// Confirming is the one decision that punishes: nothing is suspended or reversed unless the
// reviewer ticks it here, and the reason is kept with the flag and in the audit log.
export function ConfirmFlagDialog({ target, pending, onConfirm, onClose }: ConfirmFlagDialogProps) {
  const t = useT(operationsText);
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={target?.suspendAll ? t("confirm.titleSuspend") : t("confirm.title")}
      description={
        target
          ? t("confirm.description", {
              title: ruleTitle(target.flag),
              count: target.flag.members.length,
              amount: rm(target.flag.heldAmount),
            })
          : undefined
      }
      maxWidth="36rem"
    >
      {target ? (
        <ConfirmForm
          key={`${target.flag.flagId}-${target.suspendAll}`}
          target={target}
          pending={pending}
          onSubmit={onConfirm}
        />
      ) : null}
    </Dialog>
  );
}

type ConfirmFormProps = {
  target: ConfirmTarget;
  pending: boolean;
  onSubmit: (body: ConfirmFlagBody) => unknown;
};

function ConfirmForm({ target: { flag, suspendAll }, pending, onSubmit }: ConfirmFormProps) {
  const t = useT(operationsText);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  // Members already suspended cannot be chosen again; "Suspend" starts with all the others.
  const [suspend, setSuspend] = useState<ReadonlySet<number>>(
    () => new Set(suspendAll ? flag.members.filter((m) => !m.suspended).map((m) => m.memberId) : []),
  );
  const [reverse, setReverse] = useState<ReadonlySet<string>>(() => new Set());
  const once = useSingleFire();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === "") {
      setError(t("reason.missing"));
      return;
    }
    const body = {
      reason: reason.trim(),
      suspendMemberIds: flag.members.map((m) => m.memberId).filter((id) => suspend.has(id)),
      reversePostIds: [...reverse],
    };
    once.fire(() => onSubmit(body));
  }

  return (
    <Form onSubmit={submit} noValidate>
      <Field label={t("reason.label")} hint={t("confirm.hint")} error={error} required>
        {(ids) => (
          <TextArea
            {...ids}
            required
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <Choices
        legend={t("confirm.suspendLegend")}
        chosen={suspend}
        onToggle={(id, checked) => setSuspend((chosen) => toggled(chosen, id, checked))}
        options={flag.members.map((member) => ({
          value: member.memberId,
          disabled: member.suspended,
          label: (
            <>
              {riskMemberName(member)} (#{member.memberId})
              <ChoiceDetail>
                {member.suspended
                  ? t("confirm.alreadySuspended")
                  : t(member.held ? "confirm.held" : "member.unpaid", { amount: rm(member.heldAmount) })}
              </ChoiceDetail>
            </>
          ),
        }))}
      />
      <RiskPostChoices
        flagId={flag.flagId}
        members={flag.members}
        chosen={reverse}
        onToggle={(id, checked) => setReverse((chosen) => toggled(chosen, id, checked))}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">{t("common.cancel")}</Button>
        </DialogClose>
        <Button type="submit" disabled={pending || once.busy}>
          {pending || once.busy ? t("confirm.pending") : suspendAll ? t("confirm.submitSuspend") : t("confirm.submit")}
        </Button>
      </DialogFooter>
    </Form>
  );
}
