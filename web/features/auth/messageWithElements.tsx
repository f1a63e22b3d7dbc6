import { Fragment, type ReactNode } from "react";

/** What i18next puts in place of each element's placeholder, for the message to be cut there. */
const MARK = "\u0000";

/**
 * A message with elements inside its sentence (a link, a bold word): each `{{name}}` placeholder
 * becomes the element of that name, wherever the language's word order puts it. The catalogue
 * keeps whole sentences, never fragments around a link.
 *
 *   const support = messageWithElements({ phone: <Link href={...}>{SUPPORT_PHONE}</Link> });
 *   <Text>{support.render(t("forgot.support", support.values))}</Text>
 */
export function messageWithElements(elements: Readonly<Record<string, ReactNode>>) {
  const values = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  const render = (message: string): ReactNode[] =>
    message
      .split(MARK)
      .map((part, index) => (index % 2 === 1 ? <Fragment key={part}>{elements[part]}</Fragment> : part));
  return { values, render };
}
