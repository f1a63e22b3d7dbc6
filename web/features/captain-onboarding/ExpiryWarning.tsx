import { Alert, Button, List } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { useT } from "../../shared/i18n";
import { onboardingMessages } from "./messages";
import type { CaptainOnboarding } from "./onboardingDocuments";
import { dayBefore, formatPaperDate, paperLabel } from "./papers";

/** Papers that lapse within 30 days: which one, on which day, and where to upload its renewal. */
export function ExpiryWarning({
  expiringSoon,
}: {
  readonly expiringSoon: CaptainOnboarding["expiringSoon"];
}) {
  const t = useT(onboardingMessages);
  if (expiringSoon.length === 0) return null;
  return (
    <Alert.Root status="warning" data-testid="expiry-warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("expiry.title")}</Alert.Title>
        <Alert.Description>{t("expiry.text")}</Alert.Description>
        <Alert.Description>
          <List.Root ps="4" mt="1">
            {expiringSoon.map((document) => (
              <List.Item key={document.id}>
                {t("expiry.item", {
                  paper: paperLabel(document.kind, t),
                  date: formatPaperDate(document.expiresOn),
                  validUntil: formatPaperDate(dayBefore(document.expiresOn)),
                })}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
      <Button asChild size="sm" variant="outline" flexShrink="0" alignSelf="center">
        <RouterLink to="/provider/onboarding#documents">{t("expiry.upload")}</RouterLink>
      </Button>
    </Alert.Root>
  );
}
