import { defineMessages } from "../../../shared/i18n";
import en from "./en.json";

/** The job's photo documentation texts (namespace "photos"). */
export const photosMessages = defineMessages("photos", en, () => import("./ar.json"));
