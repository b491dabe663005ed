import { useStore, type DeepKeysOfType } from "@tanstack/react-form";
import type { ComponentProps } from "react";
import { SelectField, TextField } from "../../../ui/Field.tsx";
import type { ProfileFormApi } from "../hooks/use-profile-form.ts";
import type { ProfileForm } from "../utils/profile-form.ts";

// The profile form's text boxes and selects, each bound to one field of the TanStack form.

/** A field whose value is text: "firstName", "socialMediaLinks.instagram.followers". */
export type TextName = DeepKeysOfType<ProfileForm, string>;

type TextFieldApi = {
  name: string;
  state: { value: string; meta: { errors: ReadonlyArray<unknown> } };
  handleChange: (value: string) => void;
};

/** What a control takes from its field: its name (for focusing), value, message and change handler. */
export function bound(field: TextFieldApi) {
  const [error] = field.state.meta.errors;
  return {
    name: field.name,
    value: field.state.value,
    error: typeof error === "string" ? error : undefined,
    onChange: (event: { target: { value: string } }) => field.handleChange(event.target.value),
  };
}

// `form` is the TanStack form here, not the HTML attribute naming a form by id.
type Bound<Props> = Omit<Props, keyof ReturnType<typeof bound> | "form"> & { form: ProfileFormApi; name: TextName };

type TextFieldProps = ComponentProps<typeof TextField>;

type FormTextFieldProps = Bound<TextFieldProps> & {
  /** What the box shows that depends on what is in it: a hint about the value, say. */
  valueProps?: (value: string) => Partial<TextFieldProps>;
};

export function FormTextField({ form, name, valueProps, ...props }: FormTextFieldProps) {
  return (
    <form.Field name={name}>
      {(field) => <TextField {...props} {...valueProps?.(field.state.value)} {...bound(field)} />}
    </form.Field>
  );
}

export function FormSelectField({ form, name, ...props }: Bound<ComponentProps<typeof SelectField>>) {
  return <form.Field name={name}>{(field) => <SelectField {...props} {...bound(field)} />}</form.Field>;
}

/** One value of the form, for a part of the screen that depends on it; renders on its changes only. */
export const useFormValue = <K extends keyof ProfileForm>(form: ProfileFormApi, key: K): ProfileForm[K] =>
  useStore(form.store, (state) => state.values[key]);
