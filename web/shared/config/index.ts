export { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from "./support";
