export { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from "./support";
export { type PublicConfig, usePublicConfig } from "./publicConfig";
