import { Badge, Box, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useMutation, useQuery } from "urql";
import { formatWhen } from "../../../shared/format";
import { useT } from "../../../shared/i18n";
import { notify } from "../../../shared/toast";
import {
  AccountStandingQuery,
  ReinstateAccountMutation,
  SuspendAccountMutation,
} from "../actions/adminActionDocuments";
import { ReasonDialog } from "../actions/ReasonDialog";
import { adminMessages } from "../messages";

const dateOf = formatWhen;
const STANDING_EVENTS = new Set(["AccountSuspended", "AccountReinstated"]);

const reasonOf = (data: unknown): string | null =>
  typeof data === "object" && data !== null && typeof (data as { reason?: unknown }).reason === "string"
    ? (data as { reason: string }).reason
    : null;

/** Whether the account is suspended, the history of suspensions with who and why, and the action that changes it. */
export function AccountStandingPanel({
  userId,
  userType,
  onChanged,
}: {
  readonly userId: string;
  readonly userType: string;
  /** After a suspension or reinstatement, e.g. to refresh the list of users. */
  readonly onChanged?: () => void;
}) {
  const [result, refetch] = useQuery({
    query: AccountStandingQuery,
    variables: { userId, streamId: `account-${userId}` },
    requestPolicy: "cache-and-network",
  });
  const [, suspend] = useMutation(SuspendAccountMutation);
  const [, reinstate] = useMutation(ReinstateAccountMutation);
  // Fixed when the dialog opens, so it does not change its words while closing after the action.
  const [asking, setAsking] = useState<"suspend" | "reinstate" | null>(null);
  const standing = result.data?.accountStanding;
  const history = (result.data?.auditLog.entries ?? []).filter((entry) => STANDING_EVENTS.has(entry.type));
  const captain = userType.toLowerCase() === "provider";
  const t = useT(adminMessages);

  if (!standing) return null;
  return (
    <Box role="region" aria-label={t("standing.label")}>
      <HStack justify="space-between" mb="2">
        <HStack>
          <Heading as="h4" size="sm">
            {t("ledger.account")}
          </Heading>
          <Badge colorPalette={standing.suspended ? "red" : "green"}>
            {standing.suspended ? t("standing.suspended") : t("standing.active")}
          </Badge>
        </HStack>
        <Button
          size="sm"
          colorPalette={standing.suspended ? "green" : "red"}
          variant="outline"
          onClick={() => setAsking(standing.suspended ? "reinstate" : "suspend")}
        >
          {standing.suspended ? t("standing.reinstateAccount") : t("standing.suspendAccount")}
        </Button>
      </HStack>
      {standing.suspended ? (
        <Text fontSize="sm">
          {t("standing.suspendedReason", { reason: standing.suspensionReason ?? "" })}
        </Text>
      ) : null}
      {history.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="1" mt="2" aria-label={t("standing.history")}>
          {history.map((entry) => (
            <Text as="li" key={entry.position} fontSize="sm" color="fg.muted">
              {entry.type === "AccountSuspended"
                ? t("standing.suspendedBy", {
                    when: dateOf(entry.occurredAt),
                    role: entry.actor.role.toLowerCase(),
                    actor: entry.actor.userId,
                    reason: reasonOf(entry.data) ?? "",
                  })
                : t("standing.reinstatedBy", {
                    when: dateOf(entry.occurredAt),
                    role: entry.actor.role.toLowerCase(),
                    actor: entry.actor.userId,
                    reason: reasonOf(entry.data) ?? "",
                  })}
            </Text>
          ))}
        </Stack>
      ) : null}
      <ReasonDialog
        open={asking !== null}
        title={asking === "reinstate" ? t("standing.reinstateAccount") : t("standing.suspendAccount")}
        actionLabel={asking === "reinstate" ? t("standing.reinstate") : t("standing.suspend")}
        consequence={
          asking === "reinstate"
            ? t("standing.reinstateConsequence")
            : captain
              ? t("standing.suspendCaptainConsequence")
              : t("standing.suspendConsequence")
        }
        onClose={() => setAsking(null)}
        onConfirm={async (reason) => {
          const run = asking === "reinstate" ? reinstate : suspend;
          const answer = await run({ userId, reason });
          if (answer.error) return answer.error.graphQLErrors[0]?.message ?? answer.error.message;
          notify.success(asking === "reinstate" ? t("standing.reinstated") : t("standing.suspendedToast"));
          refetch({ requestPolicy: "network-only" });
          onChanged?.();
          return null;
        }}
      />
    </Box>
  );
}
