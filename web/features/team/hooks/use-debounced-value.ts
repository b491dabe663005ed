import { useEffect, useState } from "react";

// The value as it was once it stopped changing for `delay` ms: a search asks the server once
// the member pauses typing, not at every key.
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
