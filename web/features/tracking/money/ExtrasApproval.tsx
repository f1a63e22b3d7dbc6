import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useMutation, useSubscription } from "urql";
import { formatAed } from "../../../shared/format";
import { readFragment } from "../../../shared/graphql";
import { useT } from "../../../shared/i18n";
import { CustomerMoneyFields, RequestMoneyChangedSubscription } from "../../payments/moneyOperations";
import { trackingMessages } from "../messages";
import { ApproveExtraMutation, RejectExtraMutation } from "./extraOperations";

export interface ExtrasApprovalProps {
  readonly requestId: string;
}

/**
 * Extras the captain proposes (extra kilometres of towing, say) wait for the customer: Approve adds
 * them to the price (a card is held for them), Decline leaves the price as quoted.
 */
export function ExtrasApproval({ requestId }: ExtrasApprovalProps) {
  const t = useT(trackingMessages);
  // The money as it changes: an extra the captain just proposed shows up here at once.
  const [result] = useSubscription({ query: RequestMoneyChangedSubscription, variables: { requestId } });
  const [approving, approve] = useMutation(ApproveExtraMutation);
  const [rejecting, reject] = useMutation(RejectExtraMutation);
  const [problem, setProblem] = useState<string | null>(null);
  // Answered here: gone from the list at once, before the subscription brings the server's word.
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());

  const money = result.data?.requestMoneyChanged
    ? readFragment(CustomerMoneyFields, result.data.requestMoneyChanged)
    : null;
  const proposed =
    money?.extras.filter((extra) => extra.status === "PROPOSED" && !answered.has(extra.id)) ?? [];
  if (proposed.length === 0) return null;

  const answer = async (extraId: string, choice: "approve" | "decline") => {
    setProblem(null);
    const outcome =
      choice === "approve" ? await approve({ requestId, extraId }) : await reject({ requestId, extraId });
    if (outcome.error) {
      setProblem(outcome.error.graphQLErrors[0]?.message ?? outcome.error.message);
      return;
    }
    setAnswered((before) => new Set([...before, extraId]));
  };

  return (
    <Stack as="section" aria-label={t("extras.label")} gap="2">
      {proposed.map((extra) => (
        <Box
          key={extra.id}
          borderWidth="2px"
          borderColor="orange.400"
          borderRadius="md"
          p="3"
          data-testid="proposed-extra"
        >
          <Text fontWeight="semibold">{t("extras.title")}</Text>
          <Text fontSize="sm">{extra.note}</Text>
          <Text fontSize="sm">
            {money?.paymentMethod === "CASH"
              ? t("extras.cash", { gross: formatAed(extra.grossAed), vat: formatAed(extra.vatAed) })
              : t("extras.card", { gross: formatAed(extra.grossAed), vat: formatAed(extra.vatAed) })}
          </Text>
          <HStack gap="2" mt="2">
            <Button
              size="sm"
              colorPalette="green"
              onClick={() => answer(extra.id, "approve")}
              loading={approving.fetching}
              disabled={rejecting.fetching}
            >
              {t("extras.approve")}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => answer(extra.id, "decline")}
              loading={rejecting.fetching}
              disabled={approving.fetching}
            >
              {t("extras.decline")}
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
