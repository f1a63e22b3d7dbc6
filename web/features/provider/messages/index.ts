import { defineMessages, type Translate } from "../../../shared/i18n";
import en from "./en.json";

/** The captain's dashboard and earnings texts (namespace "provider"): offers, jobs, figures, statements. */
export const providerMessages = defineMessages("provider", en, () => import("./ar.json"));

/** The translate function the dashboard's helpers take, so their texts follow the reader's language. */
export type ProviderT = Translate<typeof providerMessages.english>;
