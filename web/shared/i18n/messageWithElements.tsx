import { Fragment, type ReactNode } from "react";

/** What i18next puts in place of each element's placeholder, for the message to be cut there. */
const MARK = "\u0000";

/**
 * A message with elements inside its sentence (a link, a bold word): each `{{name}}` placeholder
 * becomes the element of that name, wherever the language's word order puts it. The catalogue
 * keeps whole sentences, never fragments around a link.
 *
 * Give `values` to the translate call in place of the elements, and its result to `render`:
 * for "Call support on {{phone}}.", `messageWithElements({ phone: <Link ...>{SUPPORT_PHONE}</Link> })`.
 */
export function messageWithElements(elements: Readonly<Record<string, ReactNode>>) {
  const values = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  const render = (message: string): ReactNode[] =>
    message
      .split(MARK)
      .map((part, index) => (index % 2 === 1 ? <Fragment key={part}>{elements[part]}</Fragment> : part));
  return { values, render };
}
