import { defineMessages } from "../../../shared/i18n";
import en from "./en.json";

/** The captain's payout account texts (namespace "payouts"). */
export const payoutsMessages = defineMessages("payouts", en, () => import("./ar.json"));
