import { formatAed, formatList } from "../format";
import { currentLanguage, i18n } from "../i18n";
import { errorsMessages } from "./messages";

const NAMESPACE = errorsMessages.namespace;
const english: Readonly<Record<string, string>> = errorsMessages.english;

/** Params whose values are said in the reader's words: the param's name → the catalogue's `kind:`. */
const TERM_OF_PARAM: Readonly<Record<string, string>> = {
  field: "field",
  other: "field",
  resource: "resource",
  status: "status",
  expected: "status",
  role: "role",
  userType: "role",
  withdrawReason: "withdrawReason",
  declineReason: "declineReason",
  paymentMethod: "paymentMethod",
  serviceType: "serviceType",
};

export type ServerErrorParams = Readonly<Record<string, string | number>>;

/** A reason this app can say: one the catalogue has (a plural reason by its `_other` form). */
export const isKnownReason = (reason: unknown): reason is string =>
  typeof reason === "string" &&
  !reason.includes(":") &&
  (Object.hasOwn(english, reason) || Object.hasOwn(english, `${reason}_other`));

const term = (kind: string, value: string, lng: string): string => {
  const key = `${kind}:${value}`;
  return Object.hasOwn(english, key) ? i18n.t(key, { ns: NAMESPACE, lng }) : value;
};

/**
 * "a,b" (a param listing kinds) in the reader's words, as a list in their language; in English
 * joined as the server writes it, so the English is the server's to the letter.
 */
const listOf =
  (kind: string, englishJoin: (items: readonly string[]) => string) =>
  (value: unknown, lng: string | undefined) => {
    const language = lng ?? currentLanguage();
    const items = String(value)
      .split(",")
      .filter(Boolean)
      .map((item) => term(kind, item, language));
    return language === "en" ? englishJoin(items) : formatList(items);
  };

/** "a, b and c" (documents) and "a and b and c" (roles), as domain/shared/errorReasons.ts writes them. */
const commasThenAnd = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
const allWithAnd = (items: readonly string[]) => items.join(" and ");

// The formats the server's templates use (domain/shared/errorReasons.ts); `number` is i18n's own.
const formatter = i18n.services.formatter;
formatter?.add("aed", (value: unknown) => formatAed(Number(value) / 100));
formatter?.add("documents", listOf("document", commasThenAnd));
formatter?.add("roles", listOf("roles", allWithAnd));
formatter?.add("words", (value: unknown) => String(value).replace(/-/g, " "));

const asParams = (params: unknown): ServerErrorParams => {
  if (typeof params !== "object" || params === null) return {};
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params))
    if (typeof value === "string" || typeof value === "number") out[name] = value;
  return out;
};

/**
 * A server refusal in the reader's language: the catalogue's sentence for `reason` with `params`
 * written in (known field names, statuses and the like in the reader's words, others as sent), or
 * the server's own English `fallback` for a reason this app does not know (a newer server) or a
 * language whose catalogue has not loaded (`loadServerErrorTexts` first).
 */
export function serverErrorText(reason: unknown, params: unknown, fallback: string): string {
  if (!isKnownReason(reason)) return fallback;
  const lng = currentLanguage();
  if (!errorsMessages.isLoaded(lng)) return fallback;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(asParams(params))) {
    const kind = TERM_OF_PARAM[name];
    values[name] = kind && typeof value === "string" ? term(kind, value, lng) : value;
  }
  const count = typeof values.count === "number" ? { count: values.count } : {};
  return i18n.t(reason, { ns: NAMESPACE, lng, replace: values, ...count });
}

/** Loads the current language's server texts (Arabic is fetched on first need). */
export function loadServerErrorTexts(): Promise<void> {
  return errorsMessages.load(currentLanguage());
}
