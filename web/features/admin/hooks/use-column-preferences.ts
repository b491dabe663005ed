import { useState } from "react";
import {
  loadColumnPreferences,
  saveColumnPreferences,
  type ColumnPreferences,
  type MemberColumnId,
} from "../utils/column-preferences.ts";

// The members table's shown columns, remembered in this browser.
export function useColumnPreferences() {
  const [preferences, setPreferences] = useState(loadColumnPreferences);

  function setShown(id: MemberColumnId, shown: boolean) {
    const next: ColumnPreferences = { ...preferences, [id]: shown };
    saveColumnPreferences(next);
    setPreferences(next);
  }

  return { preferences, setShown };
}
