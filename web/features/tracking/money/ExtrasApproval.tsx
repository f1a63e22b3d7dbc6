import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useMutation, useQuery } from "urql";
import { formatAed } from "../../../shared/format";
import { readFragment } from "../../../shared/graphql";
import { CustomerMoneyFields, RequestMoneyQuery } from "../../payments/moneyOperations";
import { ApproveExtraMutation, RejectExtraMutation } from "./extraOperations";

export interface ExtrasApprovalProps {
  readonly requestId: string;
  /**
   * Changes with every live update of the request (the tracking subscription's message): the money
   * is fetched again then, so an extra the captain just proposed shows up without a reload.
   */
  readonly updateKey: unknown;
}

/**
 * Extras the captain proposes (extra kilometres of towing, say) wait for the customer: Approve adds
 * them to the price (a card is held for them), Decline leaves the price as quoted.
 */
export function ExtrasApproval({ requestId, updateKey }: ExtrasApprovalProps) {
  const [result, refetch] = useQuery({
    query: RequestMoneyQuery,
    variables: { requestId },
    requestPolicy: "network-only",
  });
  const [approving, approve] = useMutation(ApproveExtraMutation);
  const [rejecting, reject] = useMutation(RejectExtraMutation);
  const [problem, setProblem] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: updateKey is the signal to refetch
  useEffect(() => {
    refetch({ requestPolicy: "network-only" });
  }, [updateKey, refetch]);

  const money = result.data?.requestMoney
    ? readFragment(CustomerMoneyFields, result.data.requestMoney)
    : null;
  const proposed = money?.extras.filter((extra) => extra.status === "PROPOSED") ?? [];
  if (proposed.length === 0) return null;

  const answer = async (extraId: string, choice: "approve" | "decline") => {
    setProblem(null);
    const outcome =
      choice === "approve" ? await approve({ requestId, extraId }) : await reject({ requestId, extraId });
    if (outcome.error) {
      setProblem(outcome.error.graphQLErrors[0]?.message ?? outcome.error.message);
      return;
    }
    refetch({ requestPolicy: "network-only" });
  };

  return (
    <Stack as="section" aria-label="Extras to approve" gap="2">
      {proposed.map((extra) => (
        <Box
          key={extra.id}
          borderWidth="2px"
          borderColor="orange.400"
          borderRadius="md"
          p="3"
          data-testid="proposed-extra"
        >
          <Text fontWeight="semibold">Your captain proposes an extra</Text>
          <Text fontSize="sm">{extra.note}</Text>
          <Text fontSize="sm">
            {formatAed(extra.grossAed)} (incl. VAT {formatAed(extra.vatAed)})
            {money?.paymentMethod === "CASH" ? ", paid in cash with the job" : ", held on your card"}
          </Text>
          <HStack gap="2" mt="2">
            <Button
              size="sm"
              colorPalette="green"
              onClick={() => answer(extra.id, "approve")}
              loading={approving.fetching}
              disabled={rejecting.fetching}
            >
              Approve
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => answer(extra.id, "decline")}
              loading={rejecting.fetching}
              disabled={approving.fetching}
            >
              Decline
            </Button>
          </HStack>
        </Box>
      ))}
      {problem && (
        <Text color="red.600" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
