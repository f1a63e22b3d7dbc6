import { Box, Button, Heading, Text } from "@chakra-ui/react";
import { useMutation } from "urql";
import { readFragment } from "../../shared/graphql";
import { notify } from "../../shared/toast";
import {
  type CaptainOnboarding,
  CaptainOnboardingFields,
  SubmitCaptainForReviewMutation,
} from "./onboardingDocuments";
import { submitBlocker } from "./submitRules";

export interface SubmitForReviewProps {
  readonly onboarding: CaptainOnboarding;
  readonly today: string;
  readonly onSubmitted: (onboarding: CaptainOnboarding) => void;
}

/** "Submit for review": on once the profile and the three papers are in, with what is missing said otherwise. */
export function SubmitForReview({ onboarding, today, onSubmitted }: SubmitForReviewProps) {
  const [{ fetching }, submit] = useMutation(SubmitCaptainForReviewMutation);
  const blocker = submitBlocker(onboarding, today);

  const run = async () => {
    const result = await submit({});
    if (result.error) {
      notify.error("Could Not Submit", result.error.graphQLErrors[0]?.message ?? result.error.message);
      return;
    }
    if (result.data) onSubmitted(readFragment(CaptainOnboardingFields, result.data.submitCaptainForReview));
    notify.success("Submitted for Review", "An admin will check your profile and documents.");
  };

  return (
    <Box as="section" aria-labelledby="submit-heading" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
      <Heading as="h2" id="submit-heading" size="md" mb="1">
        Review
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3" data-testid="submit-hint">
        {blocker ?? "Everything is in: send your profile and documents to an admin for review."}
      </Text>
      <Button
        colorPalette="red"
        disabled={blocker !== null || fetching}
        loading={fetching}
        onClick={() => void run()}
      >
        Submit for review
      </Button>
    </Box>
  );
}
