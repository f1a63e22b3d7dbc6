import { defineMessages } from "../../../shared/i18n";
import en from "./en.json";

/** The map widget's texts (namespace "map"): controls, layers, search, popups and notices. */
export const mapMessages = defineMessages("map", en, () => import("./ar.json"));
