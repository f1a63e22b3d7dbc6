import { defineMessages } from "../../../shared/i18n";
import en from "./en.json";

/** The public shared-trip page's texts (namespace "sharedTrip"): status, captain, map and notifications. */
export const sharedTripMessages = defineMessages("sharedTrip", en, () => import("./ar.json"));
