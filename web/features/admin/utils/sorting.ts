export type ColumnSort = { id: string; desc: boolean };

/** A header click: a new column sorts ascending, the sorted one flips direction. */
export function nextSorting(current: ReadonlyArray<ColumnSort>, columnId: string): ColumnSort[] {
  const sorted = current[0];
  return [{ id: columnId, desc: sorted?.id === columnId ? !sorted.desc : false }];
}

export function ariaSortOf(current: ReadonlyArray<ColumnSort>, columnId: string): "ascending" | "descending" | "none" {
  const sorted = current[0];
  if (sorted?.id !== columnId) return "none";
  return sorted.desc ? "descending" : "ascending";
}
