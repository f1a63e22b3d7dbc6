import { use, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { currentDigits, currentLanguage, onDigitsChange } from "./instance";
import type { Catalogue, MessageKey, Messages } from "./messages";

/** Values for `{{name}}` placeholders; `count` also chooses the plural form. */
export type MessageValues = Readonly<Record<string, string | number>>;

export type Translate<C extends Catalogue> = (key: MessageKey<C>, values?: MessageValues) => string;

/**
 * The translate function for one namespace, in the current language. It suspends while that
 * language's catalogue loads (the route's Suspense shows a spinner) and re-renders the component
 * when the language or the digit setting changes (formatters read both).
 */
export function useT<C extends Catalogue>(messages: Messages<C>): Translate<C> {
  const { t } = useTranslation(messages.namespace);
  useSyncExternalStore(onDigitsChange, currentDigits, currentDigits);
  const language = currentLanguage();
  if (!messages.isLoaded(language)) use(messages.load(language));
  return t as unknown as Translate<C>;
}
