import { Box, Button, Heading, Text } from "@chakra-ui/react";
import { useMutation } from "urql";
import { readFragment } from "../../shared/graphql";
import { useT } from "../../shared/i18n";
import { notify } from "../../shared/toast";
import { onboardingMessages } from "./messages";
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
  const t = useT(onboardingMessages);
  const blocker = submitBlocker(onboarding, today, t);

  const run = async () => {
    const result = await submit({});
    if (result.error) {
      notify.error(t("submit.failed"), result.error.graphQLErrors[0]?.message ?? result.error.message);
      return;
    }
    if (result.data) onSubmitted(readFragment(CaptainOnboardingFields, result.data.submitCaptainForReview));
    notify.success(t("submit.done"), t("submit.doneText"));
  };

  return (
    <Box as="section" aria-labelledby="submit-heading" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
      <Heading as="h2" id="submit-heading" size="md" mb="1">
        {t("submit.title")}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3" data-testid="submit-hint">
        {blocker ?? t("submit.ready")}
      </Text>
      <Button
        colorPalette="red"
        disabled={blocker !== null || fetching}
        loading={fetching}
        onClick={() => void run()}
      >
        {t("submit.action")}
      </Button>
    </Box>
  );
}
