import { i18n } from "./instance";
import type { Language } from "./languages";

/** A catalogue: flat keys to messages; plural keys end in _zero, _one, _two, _few, _many or _other. */
export type Catalogue = Readonly<Record<string, string>>;

type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";
/** The key a component passes: "jobs" for "jobs_one" and "jobs_other" (i18next picks by `count`). */
export type MessageKey<C extends Catalogue> = {
  [K in keyof C & string]: K extends `${infer Base}_${PluralSuffix}` ? Base : K;
}[keyof C & string];

/** One feature's messages: English bundled with the feature, Arabic fetched when first needed. */
export interface Messages<C extends Catalogue> {
  readonly namespace: string;
  /** Only a type witness for the keys; the English text is already in i18next. */
  readonly english: C;
  isLoaded(language: Language): boolean;
  /** The same promise for every caller, so Suspense can wait on it. */
  load(language: Language): Promise<void>;
}

const registered = new Map<string, Messages<Catalogue>>();

/**
 * Declares a namespace. `loadArabic` is a dynamic import, so the Arabic catalogue is its own chunk
 * that a visitor reading English never downloads.
 */
export function defineMessages<C extends Catalogue>(
  namespace: string,
  english: C,
  loadArabic: () => Promise<{ readonly default: Catalogue }>,
): Messages<C> {
  i18n.addResourceBundle("en", namespace, english, true, true);
  let arabic: Promise<void> | null = null;
  const messages: Messages<C> = {
    namespace,
    english,
    isLoaded: (language) => i18n.hasResourceBundle(language, namespace),
    load(language) {
      if (language === "en" || i18n.hasResourceBundle(language, namespace)) return Promise.resolve();
      arabic ??= loadArabic().then((module) => {
        i18n.addResourceBundle("ar", namespace, module.default, true, true);
      });
      return arabic;
    },
  };
  registered.set(namespace, messages);
  return messages;
}

/** Loads a language's catalogues for every namespace loaded so far (before switching to it). */
export function loadRegistered(language: Language): Promise<void> {
  return Promise.all([...registered.values()].map((messages) => messages.load(language))).then(
    () => undefined,
  );
}
