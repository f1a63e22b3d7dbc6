import { defineMessages } from "../../i18n";
import en from "./en.json";

/**
 * The server's refusals by reason id (namespace "errors"): the English is the server's own table
 * (domain/shared/errorReasons.ts, kept equal by a test), then `kind:value` words for params.
 */
export const errorsMessages = defineMessages("errors", en, () => import("./ar.json"));
