import styled from "@emotion/styled";
import * as Popover from "@radix-ui/react-popover";
import { Suspense, useEffect, useRef, useState, type RefObject } from "react";
import { LOCALE_TAGS } from "../../domain/languages.ts";
import { useLanguage, useT } from "../lib/i18n/use-t.ts";
import { controlStyle } from "./Field.tsx";
import { uiText } from "./i18n.ts";
import { useLayer } from "./layers.ts";
import { Loading, VisuallyHidden } from "./Loading.tsx";
import { countryOptions, type CountryCode, type CountryOption } from "./phone-number.ts";
import { preloadable } from "./preloadable.ts";
import { colors, radius, shadow, space } from "./theme.ts";

const Trigger = styled.button({
  ...controlStyle,
  width: "auto",
  flex: "none",
  display: "inline-flex",
  alignItems: "center",
  gap: space.xs,
  cursor: "pointer",
  fontWeight: 600,
});

const Content = styled(Popover.Content)`
  z-index: 50;
  width: min(20rem, calc(100vw - 1rem));
  padding: ${space.sm};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius.md};
  box-shadow: ${shadow.popover};
`;

// Built on first use in each language: naming ~245 regions is not free and most screens never
// need it. Names and their order follow the reader's language.
const cachedCountries = new Map<string, CountryOption[]>();
const allCountries = (locale: string): CountryOption[] => {
  let countries = cachedCountries.get(locale);
  if (!countries) cachedCountries.set(locale, (countries = countryOptions(locale)));
  return countries;
};

// The search and its list (downshift's combobox, some 10 KB) come in a chunk of their own, asked
// for once the phone input has shown: never in the way of the form's first paint, and there by
// the time the picker is opened.
const CountryPickerSearch = preloadable(() => import("./CountryPickerSearch.tsx"), "CountryPickerSearch");

type CountryPickerProps = {
  country: CountryCode;
  onSelect: (code: CountryCode) => void;
  numberInput: RefObject<HTMLInputElement | null>;
};

// A search box over the list in a popover: typing filters, arrows move, Enter or a click picks.
export function CountryPicker({ country, onSelect, numberInput }: CountryPickerProps) {
  const t = useT(uiText);
  const language = useLanguage();
  const countries = allCountries(LOCALE_TAGS[language]);
  const [open, setOpen] = useState(false);
  const picked = useRef(false);
  const current = countries.find((option) => option.code === country);

  // Escape closes the list even when a toast appeared after it opened (ui/layers.ts).
  useLayer(open, () => setOpen(false));
  useEffect(() => void CountryPickerSearch.preload().catch(() => undefined), []);

  function pick(code: CountryCode) {
    picked.current = true;
    onSelect(code);
    setOpen(false);
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Trigger type="button">
          <VisuallyHidden>{t("country.current", { name: current?.name ?? country })}</VisuallyHidden>
          {country} +{current?.callingCode}
          <span aria-hidden="true">▾</span>
        </Trigger>
      </Popover.Trigger>
      <Popover.Portal>
        <Content
          align="start"
          sideOffset={4}
          collisionPadding={8}
          aria-label={t("country.choose")}
          onCloseAutoFocus={(event) => {
            // After a pick the visitor types the number next; after Escape focus returns to the button.
            if (!picked.current) return;
            picked.current = false;
            event.preventDefault();
            numberInput.current?.focus();
          }}
        >
          {/* Mounted with each opening: the search starts empty, on the country picked. */}
          <Suspense fallback={<Loading />}>
            <CountryPickerSearch countries={countries} country={country} onPick={pick} />
          </Suspense>
        </Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
