/*
 * Issue 22's message catalogues. To convert a folder: put `messages/en.json` and `messages/ar.json`
 * (flat keys; plurals as key_one/key_other in English and all six Arabic forms key_zero..key_other)
 * and `messages/index.ts` calling defineMessages("<namespace>", en, () => import("./ar.json")) in
 * it, call `const t = useT(xMessages)` in its components and `t("key", { name, count })`, format
 * figures with shared/format, then move the folder from PENDING to CONVERTED in
 * noLiteralStrings.test.ts. catalogues.test.ts checks both languages and unused keys by itself.
 */
export { ChakraLocale } from "./ChakraLocale";
export {
  applyDocumentLanguage,
  currentDigits,
  currentLanguage,
  i18n,
  intlLocale,
  onDigitsChange,
} from "./instance";
export type { Digits } from "./languageStorage";
export {
  browserLanguage,
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
} from "./languages";
export { type Catalogue, defineMessages, loadRegistered, type MessageKey, type Messages } from "./messages";
export { messageWithElements } from "./messageWithElements";
export { switchDigits, switchLanguage } from "./switchLanguage";
export { useLanguage } from "./useLanguage";
export { type MessageValues, type Translate, useT } from "./useT";
