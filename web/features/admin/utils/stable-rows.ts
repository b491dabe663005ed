// A queue an admin acts on must not move under the pointer: a decided row answered by the server
// keeps its place (showing its outcome), a row another admin decided stays as last seen, and rows
// that arrive with a refetch are only counted until the admin asks for them. The order is the
// ids the admin was shown; everything else is looked up by id.

export type StableRows<Row> = {
  /** What is on screen, in the order the admin first saw it. */
  readonly rows: ReadonlyArray<Row>;
  /** Rows the latest fetch has that are not on screen yet. */
  readonly added: number;
};

export function stableRows<Row>(
  order: ReadonlyArray<string>,
  fresh: ReadonlyArray<Row>,
  decided: ReadonlyMap<string, Row>,
  lastSeen: ReadonlyMap<string, Row>,
  idOf: (row: Row) => string,
): StableRows<Row> {
  const freshById = new Map(fresh.map((row) => [idOf(row), row]));
  const shown = new Set(order);
  const rows = order.flatMap((id) => {
    const row = decided.get(id) ?? freshById.get(id) ?? lastSeen.get(id);
    return row === undefined ? [] : [row];
  });
  return { rows, added: fresh.filter((row) => !shown.has(idOf(row))).length };
}
