import { Badge, Box, Button, Field, Heading, HStack, Input, Table, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useMutation, useQuery } from "urql";
import { formatAed, shortRequestId } from "../../../shared/format";
import { notify } from "../../../shared/toast";
import { CancelForCustomerMutation, ReassignJobMutation } from "../actions/adminActionDocuments";
import { ReasonDialog } from "../actions/ReasonDialog";
import { RequestMoneyPanel } from "../money/RequestMoneyPanel";
import { RequestTimelineQuery, type TimelineStep } from "./operationsQueries";

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString("en-AE", {
    timeZone: "Asia/Dubai",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    day: "2-digit",
    month: "short",
  });

/** "pending, offered to 1", "in-progress by …": the decider's state in a line. */
function stateLine(state: TimelineStep["stateAfter"]): string {
  const parts = [state.status];
  const open = state.offers.filter((offer) => offer.outcome === "open").length;
  if (open > 0) parts.push(`offered to ${open}`);
  if (state.assignedProviderId) parts.push(`provider ${state.assignedProviderId}`);
  parts.push(
    state.finalPrice === null
      ? `est. ${formatAed(state.estimatedPrice)}`
      : `final ${formatAed(state.finalPrice)}`,
  );
  return parts.join(" · ");
}

/** Why, when the event says (a cancellation, a decline, a withdrawn offer). */
function reasonOf(data: unknown): string {
  const reason = typeof data === "object" && data !== null ? (data as { reason?: unknown }).reason : null;
  return typeof reason === "string" ? reason : "";
}

/** Statuses a request can still be cancelled from (the decider refuses completed and cancelled). */
const CANCELLABLE = new Set(["pending", "accepted", "in-progress", "unassigned"]);

/** A request's life: every event, who caused it and why, the request's state after it, and the admin's actions on it. */
export function RequestTimelinePanel({ requestId }: { readonly requestId: string | null }) {
  const [draft, setDraft] = useState(requestId ?? "");
  const [shown, setShown] = useState(requestId);
  useEffect(() => {
    if (requestId) {
      setDraft(requestId);
      setShown(requestId);
    }
  }, [requestId]);
  const [result, refetch] = useQuery({
    query: RequestTimelineQuery,
    variables: { requestId: shown ?? "" },
    pause: !shown,
    requestPolicy: "network-only",
  });
  const steps = result.data?.requestTimeline ?? [];
  const [, cancelForCustomer] = useMutation(CancelForCustomerMutation);
  const [, reassignJob] = useMutation(ReassignJobMutation);
  const [cancelling, setCancelling] = useState(false);
  const [reassigning, setReassigning] = useState(false);
  const status = steps.at(-1)?.stateAfter.status ?? null;

  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <Heading as="h2" size="md" mb="3">
        Request timeline
      </Heading>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setShown(draft.trim() || null);
        }}
      >
        <HStack align="end">
          <Field.Root maxW="md">
            <Field.Label fontSize="xs">Request id</Field.Label>
            <Input
              size="sm"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder="Full request id"
            />
          </Field.Root>
          <Button size="sm" type="submit" colorPalette="red">
            Show timeline
          </Button>
        </HStack>
      </form>
      {result.error ? (
        <Text color="red.600" mt="2">
          {result.error.graphQLErrors[0]?.message ?? "The timeline could not be loaded."}
        </Text>
      ) : null}
      {shown && steps.length > 0 ? (
        <Box overflowX="auto" mt="3">
          <HStack justify="space-between" mb="1">
            <Text fontSize="sm" color="fg.muted">
              Request #{shortRequestId(shown)}: {steps.length} events, now {status}
            </Text>
            <HStack>
              {status === "accepted" ? (
                <Button size="sm" variant="outline" onClick={() => setReassigning(true)}>
                  Reassign
                </Button>
              ) : null}
              {status && CANCELLABLE.has(status) ? (
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setCancelling(true)}>
                  Cancel for customer
                </Button>
              ) : null}
            </HStack>
          </HStack>
          <Table.Root size="sm" aria-label="Request timeline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>#</Table.ColumnHeader>
                <Table.ColumnHeader>When</Table.ColumnHeader>
                <Table.ColumnHeader>Event</Table.ColumnHeader>
                <Table.ColumnHeader>Caused by</Table.ColumnHeader>
                <Table.ColumnHeader>State after</Table.ColumnHeader>
                <Table.ColumnHeader>Reason</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {steps.map((step) => (
                <Table.Row key={step.position} data-event-type={step.type}>
                  <Table.Cell>{step.revision}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{timeOf(step.occurredAt)}</Table.Cell>
                  <Table.Cell>{step.type}</Table.Cell>
                  <Table.Cell>
                    <Badge size="sm">{step.actor.role.toLowerCase()}</Badge> {step.actor.userId}
                  </Table.Cell>
                  <Table.Cell>{stateLine(step.stateAfter)}</Table.Cell>
                  <Table.Cell>{reasonOf(step.data)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <RequestMoneyPanel key={shown} requestId={shown} />
        </Box>
      ) : null}
      <ReasonDialog
        open={reassigning}
        title="Reassign the job"
        actionLabel="Reassign"
        consequence="The captain is released from this job and dispatch offers it to another captain; the released captain is not asked again. Your reason is recorded with your name."
        onClose={() => setReassigning(false)}
        onConfirm={async (reason) => {
          if (!shown) return "no request shown";
          const answer = await reassignJob({ requestId: shown, reason });
          if (answer.error) return answer.error.graphQLErrors[0]?.message ?? answer.error.message;
          notify.success("Job reassigned", "Dispatch is offering it to another captain.");
          refetch({ requestPolicy: "network-only" });
          return null;
        }}
      />
      <ReasonDialog
        open={cancelling}
        title="Cancel for the customer"
        actionLabel="Cancel request"
        consequence="The request ends now: open offers are withdrawn and a captain on the job is released. Your reason is recorded with your name."
        onClose={() => setCancelling(false)}
        onConfirm={async (reason) => {
          if (!shown) return "no request shown";
          const answer = await cancelForCustomer({ requestId: shown, reason });
          if (answer.error) return answer.error.graphQLErrors[0]?.message ?? answer.error.message;
          notify.success("Request cancelled");
          refetch({ requestPolicy: "network-only" });
          return null;
        }}
      />
    </Box>
  );
}
