import { useCallback, useRef, useState } from "react";
import { stableRows } from "../utils/stable-rows.ts";

/**
 * A fetched list that keeps its order while the admin acts on it (utils/stable-rows.ts), until
 * `showLatest` (or a remount: another status, another tab) takes the fetch's own order again.
 * `decide` puts a row as the server answered it in place of the one shown.
 */
export function useStableRows<Row>(fresh: ReadonlyArray<Row> | undefined, idOf: (row: Row) => string) {
  const [order, setOrder] = useState<ReadonlyArray<string> | null>(null);
  const [decided, setDecided] = useState<ReadonlyMap<string, Row>>(() => new Map());
  const lastSeen = useRef(new Map<string, Row>());
  for (const row of fresh ?? []) lastSeen.current.set(idOf(row), row);
  if (order === null && fresh !== undefined) setOrder(fresh.map(idOf));

  const decide = useCallback((row: Row) => setDecided((current) => new Map(current).set(idOf(row), row)), [idOf]);
  const showLatest = useCallback(() => {
    setOrder(fresh?.map(idOf) ?? null);
    setDecided(new Map());
  }, [fresh, idOf]);

  const { rows, added } = stableRows(order ?? [], fresh ?? [], decided, lastSeen.current, idOf);
  return { rows, added, decided, decide, showLatest };
}
