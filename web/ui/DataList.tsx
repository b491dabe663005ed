import styled from "@emotion/styled";
import type { UseQueryResult } from "@tanstack/react-query";
import { Fragment, type ReactNode } from "react";
import { Card } from "./Card.tsx";
import { EmptyState } from "./EmptyState.tsx";
import { QueryContent } from "./QueryContent.tsx";
import { RowList } from "./RowList.tsx";
import { colors } from "./theme.ts";

const Intro = styled.p`
  color: ${colors.textMuted};
`;

type DataListProps<Item extends { id: string | number }> = {
  title: string;
  /** What the list holds, under the title. */
  intro?: string;
  query: UseQueryResult<ReadonlyArray<Item>>;
  /** The list's name for screen readers. */
  label: string;
  /** Placeholder rows while loading, shaped like what will arrive. */
  skeleton: { count: number; height: string };
  errorMessage: string;
  empty: { title: string; hint: string };
  /** One row: a `Row` of ui/RowList.tsx, or an element built on it. */
  children: (item: Item) => ReactNode;
};

// A card holding a fetched list of rows: a log or a queue (the admin's audit and data access
// logs, the mail outbox, Brevo's jobs). Loading, failed, empty and the rows, as QueryContent
// orders them.
export function DataList<Item extends { id: string | number }>({
  title,
  intro,
  query,
  label,
  skeleton,
  errorMessage,
  empty,
  children,
}: DataListProps<Item>) {
  return (
    <Card title={title}>
      {intro === undefined ? null : <Intro>{intro}</Intro>}
      <QueryContent
        query={query}
        skeleton={skeleton}
        errorMessage={errorMessage}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title={empty.title} hint={empty.hint} />}
      >
        {(data) => (
          <RowList aria-label={label}>
            {data.map((item) => (
              <Fragment key={item.id}>{children(item)}</Fragment>
            ))}
          </RowList>
        )}
      </QueryContent>
    </Card>
  );
}
