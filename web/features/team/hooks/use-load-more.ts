import { useEffect, useRef } from "react";

// Calls `load` whenever the returned element comes within a screen's height of the viewport
// while `enabled`: the next page is there before the member reaches the end of the list.
export function useLoadMore<E extends Element>(enabled: boolean, load: () => void) {
  const ref = useRef<E>(null);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || element === null || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: "0px 0px 100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
