import styled from "@emotion/styled";
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { colors, radius, shadow, space, touchTarget } from "./theme.ts";

export type TabItem<Id extends string> = { id: Id; label: string; panel: ReactNode };

type TabsProps<Id extends string> = {
  label: string;
  tabs: ReadonlyArray<TabItem<Id>>;
  selected: Id;
  onSelect: (id: Id) => void;
};

const List = styled.div`
  display: flex;
  gap: ${space.xs};
  padding: ${space.xs};
  background: ${colors.brandSoft};
  border-radius: ${radius.sm};
  margin-bottom: ${space.md};
`;

const Tab = styled.button`
  flex: 1;
  min-height: ${touchTarget};
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${colors.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-selected="true"] {
    background: ${colors.surface};
    color: ${colors.brandText};
    box-shadow: ${shadow.raised};
  }
`;

// WAI-ARIA tabs: one tab stop for the list, arrow keys (and Home/End) move and select.
export function Tabs<Id extends string>({ label, tabs, selected, onSelect }: TabsProps<Id>) {
  const baseId = useId();
  const refs = useRef(new Map<Id, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    refs.current.get(target.id)?.focus();
  }

  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            ref={(node) => {
              if (node) refs.current.set(tab.id, node);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
        >
          {tab.id === selected ? tab.panel : null}
        </div>
      ))}
    </div>
  );
}
