import { defineMessages, type Translate } from "../../../shared/i18n";
import en from "./en.json";

/** The payment step's texts (namespace "payments"): the quote, the card form, cash, the bank's check. */
export const paymentsMessages = defineMessages("payments", en, () => import("./ar.json"));

/** The translate function of this namespace, for the folder's pure functions (card checks, line names). */
export type PaymentsT = Translate<typeof paymentsMessages.english>;
