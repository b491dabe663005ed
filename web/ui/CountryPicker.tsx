import styled from "@emotion/styled";
import { LOCALE_TAGS } from "../../domain/languages.ts";
import { useLanguage, useT } from "../lib/i18n/use-t.ts";
import { uiText } from "./i18n.ts";
import * as Popover from "@radix-ui/react-popover";
import { useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { controlStyle, Input } from "./Field.tsx";
import { VisuallyHidden } from "./Loading.tsx";
import { countryOptions, filterCountries, type CountryCode, type CountryOption } from "./phone-number.ts";
import { colors, radius, shadow, space, touchTarget } from "./theme.ts";
import { useLayer } from "./layers.ts";

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

// Positioned, so the options' offsetTop is measured from the list.
const List = styled.ul`
  position: relative;
  max-height: min(16rem, 45dvh);
  overflow-y: auto;
  margin: ${space.sm} 0 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  min-height: ${touchTarget};
  padding: 0 ${space.sm};
  border-radius: ${radius.sm};
  cursor: pointer;
  &[data-active="true"] {
    background: ${colors.brandSoft};
  }
  &[aria-selected="true"] {
    font-weight: 700;
  }
`;

const Muted = styled.span`
  color: ${colors.textMuted};
  white-space: nowrap;
`;

const Empty = styled.p`
  margin: ${space.sm} 0 0;
  padding: ${space.sm};
  color: ${colors.textMuted};
`;

// Scrolls only the list, and only as far as needed, so the active option is in view; scrollIntoView
// would also move the page under the popover.
function revealWithin(list: HTMLElement, option: HTMLElement) {
  if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
  else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight) {
    list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
  }
}

// Built on first use in each language: naming ~245 regions is not free and most screens never
// need it. Names and their order follow the reader's language.
const cachedCountries = new Map<string, CountryOption[]>();
const allCountries = (locale: string): CountryOption[] => {
  let countries = cachedCountries.get(locale);
  if (!countries) cachedCountries.set(locale, (countries = countryOptions(locale)));
  return countries;
};

type CountryPickerProps = {
  country: CountryCode;
  onSelect: (code: CountryCode) => void;
  numberInput: RefObject<HTMLInputElement | null>;
};

// A combobox inside a popover: typing filters, arrows move, Enter or a click picks.
export function CountryPicker({ country, onSelect, numberInput }: CountryPickerProps) {
  const t = useT(uiText);
  const language = useLanguage();
  const countries = allCountries(LOCALE_TAGS[language]);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState<CountryCode>(country);
  const picked = useRef(false);
  const listId = useId();
  const matches = useMemo(() => filterCountries(countries, query), [countries, query]);
  const current = countries.find((option) => option.code === country);
  const optionId = (code: CountryCode) => `${listId}-${code}`;

  // Escape closes the list even when a toast appeared after it opened (ui/layers.ts).
  useLayer(open, () => setOpen(false));

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setQuery("");
      setActive(country);
    }
  }

  function pick(code: CountryCode) {
    picked.current = true;
    onSelect(code);
    setOpen(false);
  }

  function search(text: string) {
    setQuery(text);
    setActive(filterCountries(countries, text)[0]?.code ?? country);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const index = matches.findIndex((option) => option.code === active);
    const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
    if (step !== 0) {
      event.preventDefault();
      const next = matches[Math.min(matches.length - 1, Math.max(0, index + step))];
      if (next) setActive(next.code);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const choice = matches[index] ?? matches[0];
      if (choice) pick(choice.code);
    }
  }

  const activeId = matches.some((option) => option.code === active) ? optionId(active) : undefined;

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
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
          <Input
            role="combobox"
            aria-label={t("country.search")}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            placeholder={t("country.searchPlaceholder")}
            autoComplete="off"
            value={query}
            onChange={(event) => search(event.target.value)}
            onKeyDown={onKeyDown}
          />
          {matches.length === 0 ? <Empty role="status">{t("country.none", { query: query.trim() })}</Empty> : null}
          {/* Kept in the page while empty: the combobox's aria-controls must point at it. */}
          <List
            role="listbox"
            id={listId}
            aria-label={t("country.list")}
            hidden={matches.length === 0}
            ref={(list) => {
              const option = list && document.getElementById(optionId(active));
              if (list && option) revealWithin(list, option);
            }}
          >
            {matches.map((option) => (
              <Option
                key={option.code}
                id={optionId(option.code)}
                role="option"
                aria-selected={option.code === country}
                data-active={option.code === active}
                onClick={() => pick(option.code)}
                onPointerMove={() => setActive(option.code)}
              >
                <span>{option.name}</span>
                <Muted>+{option.callingCode}</Muted>
              </Option>
            ))}
          </List>
        </Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
