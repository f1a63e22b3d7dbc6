export { PrivacyPage } from "./PrivacyPage";
export { TermsPage } from "./TermsPage";
