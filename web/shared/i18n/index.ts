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
export { switchDigits, switchLanguage } from "./switchLanguage";
export { useLanguage } from "./useLanguage";
export { type MessageValues, type Translate, useT } from "./useT";
