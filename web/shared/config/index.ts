export { type PublicConfig, usePublicConfig } from "./publicConfig";
export { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from "./support";
