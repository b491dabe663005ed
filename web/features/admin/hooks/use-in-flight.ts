import { useCallback, useRef, useState } from "react";

/**
 * One request at a time per item: a second click on an item whose request is still running does
 * nothing, whatever the button's disabled state has had time to show. The set is kept in a ref
 * because two clicks can land before React renders the first one's state.
 */
export function useInFlight() {
  const running = useRef(new Set<string>());
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());

  const run = useCallback(async <A>(id: string, request: () => Promise<A>): Promise<A | undefined> => {
    if (running.current.has(id)) return undefined;
    running.current.add(id);
    setPending(new Set(running.current));
    try {
      return await request();
    } catch {
      // The mutation's own onError has told the admin; the item is free to try again.
      return undefined;
    } finally {
      running.current.delete(id);
      setPending(new Set(running.current));
    }
  }, []);

  return { pending, run };
}
