import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react";

// A translated sentence with marked parts, "… <0>RM 1,440.00</0> that month.": each <n>…</n>
// is drawn by the n-th element given, so the words around it can move as the language needs.
const MARK = /<(\d+)>(.*?)<\/\1>/g;

export function rich(message: string, elements: ReadonlyArray<ReactElement<{ children?: ReactNode }>>): ReactNode {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of message.matchAll(MARK)) {
    if (match.index > at) parts.push(message.slice(at, match.index));
    const element = elements[Number(match[1])];
    parts.push(element ? cloneElement(element, { key: parts.length }, match[2]) : match[2]);
    at = match.index + match[0].length;
  }
  if (at < message.length) parts.push(message.slice(at));
  return <Fragment>{parts}</Fragment>;
}
