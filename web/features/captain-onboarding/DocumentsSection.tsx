import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { useT } from "../../shared/i18n";
import { onboardingMessages } from "./messages";
import type { CaptainOnboarding } from "./onboardingDocuments";
import { PaperUpload } from "./PaperUpload";
import { currentPapers, type PaperKind } from "./papers";

export interface DocumentsSectionProps {
  readonly onboarding: CaptainOnboarding;
  readonly today: string;
  readonly onUploaded: () => void;
}

/** The expiry the profile states for a paper, offered when uploading it; the Emirates ID has none there. */
function suggestedExpiry(onboarding: CaptainOnboarding, kind: PaperKind): string {
  if (kind === "TRADE_LICENCE") return onboarding.profile?.tradeLicenceExpiry ?? "";
  if (kind === "INSURANCE") return onboarding.profile?.insuranceExpiry ?? "";
  return "";
}

/** The three papers: each one's state, its file, and the upload of a new one. */
export function DocumentsSection({ onboarding, today, onUploaded }: DocumentsSectionProps) {
  const t = useT(onboardingMessages);
  const locked = onboarding.status === "UNDER_REVIEW";
  return (
    <Box
      as="section"
      id="documents"
      aria-labelledby="documents-heading"
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      p="5"
    >
      <Heading as="h2" id="documents-heading" size="md" mb="1">
        {t("documents.title")}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {locked ? t("documents.locked") : t("documents.intro")}
      </Text>
      <Stack gap="3">
        {currentPapers(onboarding.documents).map((standing) => (
          <PaperUpload
            key={`${standing.kind}-${suggestedExpiry(onboarding, standing.kind)}`}
            providerId={onboarding.providerId}
            standing={standing}
            today={today}
            suggestedExpiry={suggestedExpiry(onboarding, standing.kind)}
            locked={locked}
            onUploaded={onUploaded}
          />
        ))}
      </Stack>
    </Box>
  );
}
