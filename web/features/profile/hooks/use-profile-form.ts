import { useForm, type AnyFormApi } from "@tanstack/react-form";
import { useRef, useState, type FormEvent } from "react";
import type { Profile } from "../api/profile.ts";
import {
  problemsOn,
  toProfileForm,
  toProfilePayload,
  validateProfileForm,
  type FieldErrors,
} from "../utils/profile-form.ts";
import { SaveFailure } from "../utils/save-failure.ts";
import { useSaveProfile } from "./use-save-profile.ts";

// Moves to the first field with a problem; list errors ("languages.1") land on the list's first box.
function focusField(form: HTMLFormElement | null, key: string): void {
  for (const name of [key, key.replace(/\.\d+$/, "")]) {
    const control = form?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
    if (!control) continue;
    control.focus({ preventScroll: true });
    control.scrollIntoView({ block: "center" });
    return;
  }
}

/**
 * The problems of the fields on screen, as TanStack Form takes them. A message on a field it does
 * not hold (one that is hidden, a DuitNow ID while paying to a bank) would keep the form invalid.
 */
const onFields = (form: AnyFormApi, problems: FieldErrors): { fields: FieldErrors } | undefined => {
  const shown = Object.entries(form.fieldInfo).flatMap(([name, info]) => (info?.instance ? [name] : []));
  const fields = problemsOn(shown, problems);
  return Object.keys(fields).length > 0 ? { fields } : undefined;
};

// The form's state lives in TanStack Form: each field renders on its own changes only, and a
// field's message (the form's checks on submit, or the server's refusal) is cleared once the field
// is edited, since it was about the old value. Nothing is checked while typing or on leaving a field.
export function useProfileForm(profile: Profile) {
  // What the form started from: the profile it opened with, then each saved answer. Kept apart
  // from the query's data so a refetch never replaces what the member is typing.
  const [start, setStart] = useState(() => toProfileForm(profile));
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveProfile();
  const form = useForm({
    defaultValues: start,
    validators: { onSubmit: ({ value, formApi }) => onFields(formApi, validateProfileForm(value)) },
    // The checks name their problems in screen order; the first is the field to go to.
    onSubmitInvalid: ({ value }) => {
      const [first] = Object.keys(validateProfileForm(value));
      if (first) focusField(formRef.current, first);
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        // The saved values replace the typed ones: a new picture is now an /uploads path, so
        // saving again does not upload it twice.
        const saved = toProfileForm(await save.mutateAsync(toProfilePayload(value)));
        setStart(saved);
        formApi.reset(saved);
      } catch (error) {
        // The toast has said why (useSaveProfile); the fields the server named say it again.
        const refused = error instanceof SaveFailure ? error.fields : {};
        formApi.setErrorMap({ onSubmit: onFields(formApi, refused) ?? { fields: {} } });
        const [first] = Object.keys(refused);
        if (first) focusField(formRef.current, first);
      }
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.handleSubmit();
  }

  return { form, formRef, submit, isSaving: save.isPending };
}

export type ProfileFormApi = ReturnType<typeof useProfileForm>["form"];
