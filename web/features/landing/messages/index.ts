import { defineMessages } from "../../../shared/i18n";
import en from "./en.json";

/**
 * The landing's texts (namespace "landing"). The English ones are bundled and registered when this
 * module loads, so the build's pre-render (web/app/prerender.tsx) reads them without waiting.
 */
export const landingMessages = defineMessages("landing", en, () => import("./ar.json"));
