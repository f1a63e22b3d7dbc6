import { defineMessages } from "../../../shared/i18n";
import en from "./en.json";

/** The place field's texts (namespace "places"): suggestions, position, the pin map and its problems. */
export const placesMessages = defineMessages("places", en, () => import("./ar.json"));
