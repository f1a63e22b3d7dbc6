import { defineMessages } from "../../../shared/i18n";
import en from "./en.json";

/** The routes' texts (namespace "routes"): the captain's Navigate menu and estimated figures. */
export const routesMessages = defineMessages("routes", en, () => import("./ar.json"));
