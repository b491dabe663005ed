import { useCallback, useRef, useState } from "react";

/**
 * A dialog's confirm that cannot fire twice: a second press (a double click, Enter held down)
 * before the first one's request has settled does nothing. The ref answers at once; `busy` is
 * for the button, which React only disables on the next render.
 */
export function useSingleFire() {
  const firing = useRef(false);
  const [busy, setBusy] = useState(false);
  const fire = useCallback((action: () => unknown) => {
    if (firing.current) return;
    firing.current = true;
    setBusy(true);
    void Promise.resolve()
      .then(action)
      .catch(() => undefined)
      .finally(() => {
        firing.current = false;
        setBusy(false);
      });
  }, []);
  return { fire, busy };
}
