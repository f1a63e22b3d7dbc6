import { Badge, Box, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useMutation, useQuery } from "urql";
import { notify } from "../../../shared/toast";
import {
  AccountStandingQuery,
  ReinstateAccountMutation,
  SuspendAccountMutation,
} from "../actions/adminActionDocuments";
import { ReasonDialog } from "../actions/ReasonDialog";

const dateOf = (iso: string) => new Date(iso).toLocaleString("en-AE", { timeZone: "Asia/Dubai" });
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

  if (!standing) return null;
  return (
    <Box aria-label="Account standing">
      <HStack justify="space-between" mb="2">
        <HStack>
          <Heading as="h4" size="sm">
            Account
          </Heading>
          <Badge colorPalette={standing.suspended ? "red" : "green"}>
            {standing.suspended ? "suspended" : "active"}
          </Badge>
        </HStack>
        <Button
          size="sm"
          colorPalette={standing.suspended ? "green" : "red"}
          variant="outline"
          onClick={() => setAsking(standing.suspended ? "reinstate" : "suspend")}
        >
          {standing.suspended ? "Reinstate account" : "Suspend account"}
        </Button>
      </HStack>
      {standing.suspended ? <Text fontSize="sm">Suspended: {standing.suspensionReason}</Text> : null}
      {history.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="1" mt="2" aria-label="Account history">
          {history.map((entry) => (
            <Text as="li" key={entry.position} fontSize="sm" color="fg.muted">
              {dateOf(entry.occurredAt)} · {entry.type === "AccountSuspended" ? "suspended" : "reinstated"} by{" "}
              {entry.actor.role.toLowerCase()} {entry.actor.userId}: {reasonOf(entry.data)}
            </Text>
          ))}
        </Stack>
      ) : null}
      <ReasonDialog
        open={asking !== null}
        title={asking === "reinstate" ? "Reinstate account" : "Suspend account"}
        actionLabel={asking === "reinstate" ? "Reinstate" : "Suspend"}
        consequence={
          asking === "reinstate"
            ? "They can sign in again; a captain goes online themselves when ready."
            : captain
              ? "Their sessions end now and their screens close. The captain goes offline, their open offers go to other captains, and they cannot sign in until reinstated."
              : "Their sessions end now and their screens close; they cannot sign in until reinstated."
        }
        onClose={() => setAsking(null)}
        onConfirm={async (reason) => {
          const run = asking === "reinstate" ? reinstate : suspend;
          const answer = await run({ userId, reason });
          if (answer.error) return answer.error.graphQLErrors[0]?.message ?? answer.error.message;
          notify.success(asking === "reinstate" ? "Account reinstated" : "Account suspended");
          refetch({ requestPolicy: "network-only" });
          onChanged?.();
          return null;
        }}
      />
    </Box>
  );
}
