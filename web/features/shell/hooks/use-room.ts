import { useLayoutEffect, type RefObject } from "react";

/**
 * What the top bar gives up, in this order, when its row is too narrow for everything: the
 * links' icons, the brand's word (screen readers still hear it), the greeting, the avatar, and
 * last the room around the links (an admin's eight in Malay or Tamil at 960 px). The links, the
 * language picker, the profile prompt and Logout always stay.
 */
const GIVE_WAY = ["icons", "brand", "greeting", "avatar", "spacing"] as const;

/** The attribute the row's CSS reads (AppShell.tsx): `[data-give-way~="icons"]`. */
const GIVE_WAY_ATTRIBUTE = "data-give-way";

/**
 * Fits the row to its width by measuring, not by breakpoints: how long the links, the greeting
 * and Logout are depends on the language, the member's name and whether they are an admin, so no
 * width is right for all of them. Runs before the first paint and again when the row's width,
 * its words (a language, the profile prompt appearing) or its fonts change. The row's items must
 * not shrink, so that an overflow shows in its scrollWidth.
 */
export function useRoom(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const row = ref.current;
    if (!row) return;
    const fit = () => {
      let given = 0;
      row.setAttribute(GIVE_WAY_ATTRIBUTE, "");
      while (row.scrollWidth > row.clientWidth && given < GIVE_WAY.length) {
        given += 1;
        row.setAttribute(GIVE_WAY_ATTRIBUTE, GIVE_WAY.slice(0, given).join(" "));
      }
    };
    fit();
    // The row's size follows the window's, never its own items', so fitting cannot feed back.
    const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(fit);
    resized?.observe(row);
    const changed = typeof MutationObserver === "undefined" ? null : new MutationObserver(fit);
    changed?.observe(row, { childList: true, subtree: true, characterData: true });
    let live = true;
    void document.fonts?.ready.then(() => live && fit());
    return () => {
      live = false;
      resized?.disconnect();
      changed?.disconnect();
    };
  }, [ref]);
}
