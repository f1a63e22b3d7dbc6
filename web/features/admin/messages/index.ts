import { defineMessages } from "../../../shared/i18n";
import en from "./en.json";

/** The admin panel's texts (namespace "admin"): sections, overview, users, verification, operations, money, system. */
export const adminMessages = defineMessages("admin", en, () => import("./ar.json"));
