export { CaptainOnboardingPage } from "./CaptainOnboardingPage";
export { CaptainStatusBanner } from "./CaptainStatusBanner";
export { offlineReason, useOfflineReason } from "./captainStatusView";
export { ExpiryWarning } from "./ExpiryWarning";
export type { CaptainOnboarding } from "./onboardingDocuments";
export { useMyCaptainOnboarding } from "./useMyCaptainOnboarding";
