import { defineMessages } from "../../../shared/i18n";
import en from "./en.json";

/** The customer home's texts (namespace "booking"): top bar, panels, toasts and the booking dialogs. */
export const bookingMessages = defineMessages("booking", en, () => import("./ar.json"));
