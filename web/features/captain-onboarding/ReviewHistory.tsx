import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import type { CaptainOnboarding } from "./onboardingDocuments";
import { reviewText } from "./reviewHistoryText";

const when = (iso: string) => new Date(iso).toLocaleString("en-AE", { timeZone: "Asia/Dubai" });

/** The captain's history of reviews, oldest first. */
export function ReviewHistory({ reviews }: { readonly reviews: CaptainOnboarding["reviews"] }) {
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
        History
      </Heading>
      <Stack as="ol" listStyleType="none" gap="1">
        {reviews.map((review, index) => (
          <Text as="li" key={`${review.at}-${String(index)}`} fontSize="sm">
            <Text as="span" color="fg.muted">
              {when(review.at)}
            </Text>{" "}
            · {reviewText(review)}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}
