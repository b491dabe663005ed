import styled from "@emotion/styled";
import { useT } from "../lib/i18n/use-t.ts";
import { uiText } from "./i18n.ts";
import { useId, useState, type ComponentProps, type ReactNode } from "react";
import { colors, fontSize, radius, readersOnly, space, touchTarget } from "./theme.ts";

const Wrapper = styled.div`
  display: grid;
  gap: ${space.xs};
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${fontSize.label};
`;

const Required = styled.span`
  color: ${colors.danger};
  margin-left: ${space.xxs};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${fontSize.small};
  color: ${colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${fontSize.small};
  color: ${colors.danger};
`;

export const controlStyle = {
  width: "100%",
  minHeight: touchTarget,
  padding: `${space.sm} ${space.ms}`,
  border: `1px solid ${colors.borderStrong}`,
  borderRadius: radius.sm,
  background: colors.surface,
  color: colors.text,
  font: "inherit",
  "&:disabled, &[readonly]": { background: colors.controlDisabled, color: colors.textMuted },
  "&[aria-invalid='true']": { borderColor: colors.danger },
} as const;

export const Input = styled.input(controlStyle);
export const Select = styled.select(controlStyle);
export const TextArea = styled.textarea({ ...controlStyle, minHeight: "6rem", resize: "vertical" });

type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  // Renders the control with the ids that tie it to its label, hint and error.
  children: (control: { id: string; "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
};

export function Field({ label, hint, error, required, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <Wrapper>
      <Label htmlFor={id}>
        {label}
        {required ? <Required aria-hidden="true">*</Required> : null}
      </Label>
      {children({
        id,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(error ? { "aria-invalid": true } : {}),
      })}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Wrapper>
  );
}

type TextFieldProps = Omit<ComponentProps<typeof Input>, "id"> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
};

export function TextField({ label, hint, error, required, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required ?? false}>
      {(ids) => <Input {...input} {...ids} required={required} />}
    </Field>
  );
}

type Option = { value: string; label: string };

type SelectFieldProps = Omit<ComponentProps<typeof Select>, "id" | "children"> & {
  label: ReactNode;
  options: ReadonlyArray<Option | string>;
  placeholder?: string;
  hint?: ReactNode;
  error?: string | undefined;
};

export function SelectField({ label, options, placeholder, hint, error, required, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required ?? false}>
      {(ids) => (
        <Select {...select} {...ids} required={required}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => {
            const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </Select>
      )}
    </Field>
  );
}

const PasswordBox = styled.div`
  position: relative;
  & > input {
    padding-right: 4.5rem;
  }
`;

const Toggle = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  height: 100%;
  min-width: 4rem;
  border: 0;
  background: transparent;
  color: ${colors.accent};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

// Show/hide keeps the field a single input, so password managers still recognise it.
export function PasswordField({ label, hint, error, required, ...input }: Omit<TextFieldProps, "type">) {
  const t = useT(uiText);
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} error={error} required={required ?? false}>
      {(ids) => (
        <PasswordBox>
          <Input {...input} {...ids} type={visible ? "text" : "password"} required={required} />
          <Toggle type="button" aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
            {visible ? t("password.hide") : t("password.show")}
            <span style={readersOnly}>{` ${t("password.word")}`}</span>
          </Toggle>
        </PasswordBox>
      )}
    </Field>
  );
}
