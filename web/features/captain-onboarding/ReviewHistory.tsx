import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { formatWhen } from "../../shared/format";
import { useT } from "../../shared/i18n";
import { onboardingMessages } from "./messages";
import type { CaptainOnboarding } from "./onboardingDocuments";
import { reviewText } from "./reviewHistoryText";

/** The captain's history of reviews, oldest first. */
export function ReviewHistory({ reviews }: { readonly reviews: CaptainOnboarding["reviews"] }) {
  const t = useT(onboardingMessages);
  if (reviews.length === 0) return null;
  return (
    <Box
      as="section"
      aria-labelledby="review-history-heading"
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      p="5"
    >
      <Heading as="h2" id="review-history-heading" size="md" mb="3">
        {t("history.title")}
      </Heading>
      <Stack as="ol" listStyleType="none" gap="1">
        {reviews.map((review, index) => (
          <Text as="li" key={`${review.at}-${String(index)}`} fontSize="sm">
            <Text as="span" color="fg.muted">
              {formatWhen(review.at)}
            </Text>{" "}
            · {reviewText(review, t)}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}
