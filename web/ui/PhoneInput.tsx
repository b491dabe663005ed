import styled from "@emotion/styled";
import { useRef, useState, type ReactNode } from "react";
import { CountryPicker } from "./CountryPicker.tsx";
import { Field, Input } from "./Field.tsx";
import {
  composePhone,
  DEFAULT_COUNTRY,
  isValidPhone,
  phoneCharacters,
  splitPhone,
  type CountryCode,
} from "./phone-number.ts";
import { space } from "./theme.ts";

const Row = styled.div`
  display: flex;
  gap: ${space.sm};
  & > input {
    flex: 1;
    min-width: 0;
  }
`;

type PhoneInputProps = {
  label: ReactNode;
  // E.164 (+60123456789), or "" while empty. Read once on mount; afterwards the input owns it.
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  defaultCountry?: CountryCode;
};

// An international phone number: a searchable country picker for the calling code beside the
// number as people write it at home (012-345 6789), emitted as E.164.
export function PhoneInput({
  label,
  value,
  onChange,
  hint,
  error,
  required,
  defaultCountry = DEFAULT_COUNTRY,
}: PhoneInputProps) {
  const [initial] = useState(() => splitPhone(value, defaultCountry));
  const [country, setCountry] = useState(initial.country);
  const [national, setNational] = useState(initial.national);
  const [touched, setTouched] = useState(false);
  const numberRef = useRef<HTMLInputElement>(null);
  const phone = composePhone(country, national);
  const invalid = touched && phone !== "" && !isValidPhone(phone);

  function update(nextCountry: CountryCode, nextNational: string) {
    setCountry(nextCountry);
    setNational(nextNational);
    onChange(composePhone(nextCountry, nextNational));
  }

  // A pasted international number (+65 ...) moves the picker to its country once it is complete.
  function onBlur() {
    setTouched(true);
    if (national.trim().startsWith("+") && isValidPhone(phone)) {
      const split = splitPhone(phone, country);
      setCountry(split.country);
      setNational(split.national);
    }
  }

  return (
    <Field
      label={label}
      hint={hint}
      error={error ?? (invalid ? "Please enter a valid phone number" : undefined)}
      required={required ?? false}
    >
      {(ids) => (
        <Row>
          <CountryPicker country={country} onSelect={(code) => update(code, national)} numberInput={numberRef} />
          <Input
            {...ids}
            ref={numberRef}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="12-345 6789"
            required={required}
            value={national}
            onChange={(event) => update(country, phoneCharacters(event.target.value))}
            onBlur={onBlur}
          />
        </Row>
      )}
    </Field>
  );
}
