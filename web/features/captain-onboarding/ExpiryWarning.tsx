import { Alert, Button, List } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import type { CaptainOnboarding } from "./onboardingDocuments";
import { dayBefore, formatPaperDate, PAPER_LABEL } from "./papers";

/** Papers that lapse within 30 days: which one, on which day, and where to upload its renewal. */
export function ExpiryWarning({
  expiringSoon,
}: {
  readonly expiringSoon: CaptainOnboarding["expiringSoon"];
}) {
  if (expiringSoon.length === 0) return null;
  return (
    <Alert.Root status="warning" data-testid="expiry-warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Renew your documents before they expire</Alert.Title>
        <Alert.Description>
          Upload the renewed paper in time for an admin to approve it: without a valid one you go offline on
          the day it expires.
        </Alert.Description>
        <Alert.Description>
          <List.Root ps="4" mt="1">
            {expiringSoon.map((document) => (
              <List.Item key={document.id}>
                {PAPER_LABEL[document.kind]} expires on {formatPaperDate(document.expiresOn)} (valid until{" "}
                {formatPaperDate(dayBefore(document.expiresOn))}).
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
      <Button asChild size="sm" variant="outline" flexShrink="0" alignSelf="center">
        <RouterLink to="/provider/onboarding#documents">Upload a new document</RouterLink>
      </Button>
    </Alert.Root>
  );
}
