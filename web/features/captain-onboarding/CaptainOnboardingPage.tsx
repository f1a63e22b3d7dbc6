import { Box, Button, Container, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { Link as RouterLink } from "react-router";
import { useT } from "../../shared/i18n";
import { useSession } from "../../shared/session";
import { ArrowLeftIcon } from "../../shared/ui";
import { LoadErrorAlert } from "../../shared/ui/LoadErrorAlert";
import { BusinessProfileForm } from "./BusinessProfileForm";
import { CaptainStatusBanner } from "./CaptainStatusBanner";
import { DocumentsSection } from "./DocumentsSection";
import { ExpiryWarning } from "./ExpiryWarning";
import { onboardingMessages } from "./messages";
import { uaeToday } from "./papers";
import { ReviewHistory } from "./ReviewHistory";
import { SubmitForReview } from "./SubmitForReview";
import { useMyCaptainOnboarding } from "./useMyCaptainOnboarding";

/** /provider/onboarding: the captain's application (profile, papers, review) and where it stands. */
export function CaptainOnboardingPage() {
  const { user } = useSession();
  const { onboarding, error, refresh, replace } = useMyCaptainOnboarding();
  const today = uaeToday();
  const t = useT(onboardingMessages);
  const documentTitle = t("page.documentTitle");

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  if (user?.userType !== "provider") return null;
  return (
    <Container as="main" id="main" maxW="4xl" py={{ base: "4", md: "8" }} px={{ base: "4", md: "6" }}>
      <Stack gap="6">
        <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
          <RouterLink to="/provider">
            <ArrowLeftIcon /> {t("page.back")}
          </RouterLink>
        </Button>
        <Box>
          <Heading as="h1" size="2xl">
            {t("page.title")}
          </Heading>
          <Text color="fg.muted">{t("page.intro")}</Text>
        </Box>
        {error && <LoadErrorAlert title={t("page.loadFailed", { reason: error })} onRetry={refresh} />}
        {!onboarding && !error && <Skeleton height="64" borderRadius="xl" aria-label={t("page.loading")} />}
        {onboarding && (
          <>
            <CaptainStatusBanner onboarding={onboarding} />
            <ExpiryWarning expiringSoon={onboarding.expiringSoon} />
            <BusinessProfileForm
              key={JSON.stringify(onboarding.profile)}
              onboarding={onboarding}
              onSaved={replace}
            />
            <DocumentsSection onboarding={onboarding} today={today} onUploaded={refresh} />
            <SubmitForReview onboarding={onboarding} today={today} onSubmitted={replace} />
            <Box bg="bg" borderWidth="1px" borderRadius="xl" p="5">
              <Text fontSize="sm" color="fg.muted" mb="2">
                {t("page.trucksNote")}
              </Text>
              <Button asChild size="sm" variant="outline">
                <RouterLink to="/vehicles">{t("page.manageTrucks")}</RouterLink>
              </Button>
            </Box>
            <ReviewHistory reviews={onboarding.reviews} />
          </>
        )}
      </Stack>
    </Container>
  );
}
