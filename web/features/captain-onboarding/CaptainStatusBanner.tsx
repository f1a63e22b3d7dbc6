import { Alert, Button } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { useT } from "../../shared/i18n";
import { captainStatusView } from "./captainStatusView";
import { onboardingMessages } from "./messages";
import type { CaptainOnboarding } from "./onboardingDocuments";

export interface CaptainStatusBannerProps {
  readonly onboarding: CaptainOnboarding;
  /** On the dashboard: a link to the onboarding screen where the captain acts on the status. */
  readonly linkToOnboarding?: boolean;
}

/** Where the captain stands, always in view: suspended, incomplete, under review, approved, rejected or expired. */
export function CaptainStatusBanner({ onboarding, linkToOnboarding = false }: CaptainStatusBannerProps) {
  const t = useT(onboardingMessages);
  const view = captainStatusView(onboarding, t);
  const actionable = onboarding.suspensionReason === null && onboarding.status !== "APPROVED";
  return (
    <Alert.Root status={view.tone} alignItems="center" data-testid="captain-status" aria-live="polite">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{view.title}</Alert.Title>
        <Alert.Description>{view.description}</Alert.Description>
      </Alert.Content>
      {linkToOnboarding && actionable && (
        <Button asChild size="sm" variant="outline" flexShrink="0">
          <RouterLink to="/provider/onboarding">
            {onboarding.status === "UNDER_REVIEW"
              ? t("status.viewApplication")
              : t("status.completeApplication")}
          </RouterLink>
        </Button>
      )}
    </Alert.Root>
  );
}
