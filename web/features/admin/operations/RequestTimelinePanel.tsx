import { Badge, Box, Button, Field, Heading, HStack, Input, Table, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useMutation, useQuery } from "urql";
import { formatAed, formatDateTime, shortRequestId } from "../../../shared/format";
import { type Translate, useT } from "../../../shared/i18n";
import { notify } from "../../../shared/toast";
import { CancelForCustomerMutation, ReassignJobMutation } from "../actions/adminActionDocuments";
import { ReasonDialog } from "../actions/ReasonDialog";
import { adminMessages } from "../messages";
import { RequestMoneyPanel } from "../money/RequestMoneyPanel";
import { RequestTimelineQuery, type TimelineStep } from "./operationsQueries";

const timeOf = (iso: string) =>
  formatDateTime(iso, {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    day: "2-digit",
    month: "short",
  });

/** "pending, offered to 1", "in-progress by …": the decider's state in a line. */
function stateLine(t: Translate<typeof adminMessages.english>, state: TimelineStep["stateAfter"]): string {
  const parts = [state.status];
  const open = state.offers.filter((offer) => offer.outcome === "open").length;
  if (open > 0) parts.push(t("timeline.offeredTo", { count: open }));
  if (state.assignedProviderId) parts.push(t("timeline.provider", { id: state.assignedProviderId }));
  parts.push(
    state.finalPrice === null
      ? t("timeline.estimated", { amount: formatAed(state.estimatedPrice) })
      : t("timeline.final", { amount: formatAed(state.finalPrice) }),
  );
  return parts.join(t("timeline.separator"));
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
  const t = useT(adminMessages);

  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <Heading as="h2" size="md" mb="3">
        {t("timeline.title")}
      </Heading>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setShown(draft.trim() || null);
        }}
      >
        <HStack align="end">
          <Field.Root maxW="md">
            <Field.Label fontSize="xs">{t("timeline.requestId")}</Field.Label>
            <Input
              size="sm"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder={t("timeline.requestIdPlaceholder")}
            />
          </Field.Root>
          <Button size="sm" type="submit" colorPalette="red">
            {t("timeline.show")}
          </Button>
        </HStack>
      </form>
      {result.error ? (
        <Text color="red.600" mt="2">
          {result.error.graphQLErrors[0]?.message ?? t("timeline.loadFailed")}
        </Text>
      ) : null}
      {shown && steps.length > 0 ? (
        <Box overflowX="auto" mt="3">
          <HStack justify="space-between" mb="1">
            <Text fontSize="sm" color="fg.muted">
              {t("timeline.summary", {
                id: shortRequestId(shown),
                count: steps.length,
                status: status ?? "",
              })}
            </Text>
            <HStack>
              {status === "accepted" ? (
                <Button size="sm" variant="outline" onClick={() => setReassigning(true)}>
                  {t("timeline.reassign")}
                </Button>
              ) : null}
              {status && CANCELLABLE.has(status) ? (
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setCancelling(true)}>
                  {t("timeline.cancelForCustomer")}
                </Button>
              ) : null}
            </HStack>
          </HStack>
          <Table.Root size="sm" aria-label={t("timeline.title")}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>#</Table.ColumnHeader>
                <Table.ColumnHeader>{t("userDetail.when")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("timeline.event")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("timeline.causedBy")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("timeline.stateAfter")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("refund.reason")}</Table.ColumnHeader>
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
                  <Table.Cell>{stateLine(t, step.stateAfter)}</Table.Cell>
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
        title={t("timeline.reassignTitle")}
        actionLabel={t("timeline.reassign")}
        consequence={t("timeline.reassignConsequence")}
        onClose={() => setReassigning(false)}
        onConfirm={async (reason) => {
          if (!shown) return t("timeline.noRequest");
          const answer = await reassignJob({ requestId: shown, reason });
          if (answer.error) return answer.error.graphQLErrors[0]?.message ?? answer.error.message;
          notify.success(t("timeline.reassigned"), t("timeline.reassignedText"));
          refetch({ requestPolicy: "network-only" });
          return null;
        }}
      />
      <ReasonDialog
        open={cancelling}
        title={t("timeline.cancelTitle")}
        actionLabel={t("timeline.cancelRequest")}
        consequence={t("timeline.cancelConsequence")}
        onClose={() => setCancelling(false)}
        onConfirm={async (reason) => {
          if (!shown) return t("timeline.noRequest");
          const answer = await cancelForCustomer({ requestId: shown, reason });
          if (answer.error) return answer.error.graphQLErrors[0]?.message ?? answer.error.message;
          notify.success(t("timeline.cancelled"));
          refetch({ requestPolicy: "network-only" });
          return null;
        }}
      />
    </Box>
  );
}
