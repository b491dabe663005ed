import { useRef, useState, type FormEvent } from "react";
import type { Profile, SocialPlatform } from "../api/profile.ts";
import {
  toProfileForm,
  toProfilePayload,
  validateProfileForm,
  type FieldErrors,
  type ListKey,
  type ProfileForm,
  type SocialForm,
  type TextKey,
} from "../utils/profile-form.ts";
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

const withoutError = (errors: FieldErrors, key: string): FieldErrors => {
  if (!(key in errors)) return errors;
  const { [key]: _cleared, ...rest } = errors;
  return rest;
};

export type ProfileEditor = ReturnType<typeof useProfileForm>;

export function useProfileForm(profile: Profile) {
  const [form, setForm] = useState(() => toProfileForm(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveProfile();

  // Editing a field clears its message: it was about the old value.
  function set<K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutError(current, key));
  }

  function setSocial(platform: SocialPlatform, key: keyof SocialForm, value: string) {
    setForm((current) => {
      const links = current.socialMediaLinks;
      return { ...current, socialMediaLinks: { ...links, [platform]: { ...links[platform], [key]: value } } };
    });
    setErrors((current) => withoutError(current, `socialMediaLinks.${platform}.${key}`));
  }

  // The props a text box or select needs: its name (for focusing), value, message and change handler.
  function bind(key: TextKey) {
    return {
      name: key,
      value: form[key],
      error: errors[key],
      onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    };
  }

  function toggle(key: ListKey, value: string) {
    const list = form[key];
    set(key, list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);
  }

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const [first] = Object.keys(next);
    if (first) focusField(formRef.current, first);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = validateProfileForm(form);
    if (Object.keys(problems).length > 0) return showErrors(problems);
    save.mutate(toProfilePayload(form), {
      // The saved values replace the typed ones: a new picture is now an /uploads path, so saving
      // again does not upload it twice.
      onSuccess: (saved) => {
        setForm(toProfileForm(saved));
        setErrors({});
      },
      onError: (failure) => showErrors(failure.fields),
    });
  }

  return { form, errors, set, bind, setSocial, toggle, submit, formRef, isSaving: save.isPending };
}
