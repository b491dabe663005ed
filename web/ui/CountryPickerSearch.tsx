import styled from "@emotion/styled";
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from "downshift";
import { useMemo, useState } from "react";
import { useT } from "../lib/i18n/use-t.ts";
import { Input } from "./Field.tsx";
import { uiText } from "./i18n.ts";
import { filterCountries, type CountryCode, type CountryOption } from "./phone-number.ts";
import { colors, radius, space, touchTarget } from "./theme.ts";

const List = styled.ul`
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
  /* Downshift marks the option the arrows are on as selected, as the combobox pattern asks. */
  &[aria-selected="true"] {
    background: ${colors.brandSoft};
  }
  &[data-current="true"] {
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

const { stateChangeTypes: change } = useCombobox;

// Downshift's keys, but for these: the arrows stop at either end instead of wrapping, and leaving
// the box picks nothing.
function keepPlace(
  state: UseComboboxState<CountryOption>,
  { type, changes }: UseComboboxStateChangeOptions<CountryOption>,
): Partial<UseComboboxState<CountryOption>> {
  const from = state.highlightedIndex;
  const to = changes.highlightedIndex ?? from;
  if (type === change.InputKeyDownArrowDown && to < from) return { ...changes, highlightedIndex: from };
  if (type === change.InputKeyDownArrowUp && to > from) return { ...changes, highlightedIndex: from };
  if (type === change.InputBlur) return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
  return changes;
}

type CountryPickerSearchProps = {
  countries: ReadonlyArray<CountryOption>;
  country: CountryCode;
  onPick: (code: CountryCode) => void;
};

export function CountryPickerSearch({ countries, country, onPick }: CountryPickerSearchProps) {
  const t = useT(uiText);
  const [query, setQuery] = useState("");
  // The option the arrows or the pointer are on: a search starts on its first match, and the
  // pointer leaving the list keeps it where it was.
  const [active, setActive] = useState<CountryCode>(country);
  const matches = useMemo(() => filterCountries(countries, query), [countries, query]);
  const { getInputProps, getMenuProps, getItemProps } = useCombobox({
    items: matches,
    itemToString: (option) => option?.name ?? "",
    itemToKey: (option) => option?.code,
    // The list shows for as long as the popover does; what was picked is the phone input's.
    isOpen: true,
    selectedItem: null,
    highlightedIndex: matches.findIndex((option) => option.code === active),
    stateReducer: keepPlace,
    onInputValueChange: ({ type, inputValue }) => {
      if (type !== change.InputChange) return;
      setQuery(inputValue);
      setActive(filterCountries(countries, inputValue)[0]?.code ?? country);
    },
    onHighlightedIndexChange: ({ highlightedIndex }) => {
      const option = matches[highlightedIndex];
      if (option) setActive(option.code);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onPick(selectedItem.code);
    },
  });
  return (
    <>
      <Input {...getInputProps({ "aria-label": t("country.search") })} placeholder={t("country.searchPlaceholder")} />
      {matches.length === 0 ? <Empty role="status">{t("country.none", { query: query.trim() })}</Empty> : null}
      {/* Kept in the page while empty: the combobox's aria-controls must point at it. */}
      <List {...getMenuProps({ "aria-label": t("country.list") })} hidden={matches.length === 0}>
        {matches.map((option, index) => (
          <Option key={option.code} {...getItemProps({ item: option, index })} data-current={option.code === country}>
            <span>{option.name}</span>
            <Muted>+{option.callingCode}</Muted>
          </Option>
        ))}
      </List>
    </>
  );
}
