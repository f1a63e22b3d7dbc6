import { defineMessages, type Translate } from "../../../shared/i18n";
import en from "./en.json";

/** The captain's onboarding texts (namespace "onboarding"): status, business profile, papers, review. */
export const onboardingMessages = defineMessages("onboarding", en, () => import("./ar.json"));

/** The translate function of this namespace, for the folder's pure functions (status, papers, rules). */
export type OnboardingT = Translate<typeof onboardingMessages.english>;
