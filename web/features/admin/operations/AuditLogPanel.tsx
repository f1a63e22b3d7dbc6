import {
  Badge,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
} from "@chakra-ui/react";
import { useEffect, useMemo, useState } from "react";
import { useClient, useSubscription } from "urql";
import type { ResultOf } from "../../../shared/graphql";
import { type AuditFilters, auditVariables, matchesFilters, NO_FILTERS } from "./auditFilters";
import { type AuditLogEntry, AuditLogQuery, AuditTailSubscription } from "./operationsQueries";

type TailMessage = ResultOf<typeof AuditTailSubscription>;

/** Live entries kept on screen above the loaded pages. */
const MAX_LIVE_ENTRIES = 200;

const timeOf = (iso: string) => new Date(iso).toLocaleString("en-AE", { timeZone: "Asia/Dubai" });
const requestIdOf = (streamId: string) =>
  streamId.startsWith("request-") ? streamId.slice("request-".length) : null;

/** The audit log: filter by stream, event type, actor and time, page back, and watch new events arrive. */
export function AuditLogPanel({ onOpenTimeline }: { readonly onOpenTimeline: (requestId: string) => void }) {
  const client = useClient();
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [pages, setPages] = useState<AuditLogEntry[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [tailing, setTailing] = useState(true);

  const load = async (next: AuditFilters, after: string | null) => {
    setLoading(true);
    const result = await client
      .query(AuditLogQuery, { ...auditVariables(next), cursor: after }, { requestPolicy: "network-only" })
      .toPromise();
    setLoading(false);
    if (result.error) {
      setError(result.error.graphQLErrors[0]?.message ?? "The audit log could not be loaded.");
      return;
    }
    setError(null);
    const page = result.data?.auditLog;
    if (!page) return;
    setPages((before) => (after ? [...before, ...page.entries] : page.entries));
    setCursor(page.nextCursor);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads when the applied filters change, not when `load` is recreated.
  useEffect(() => {
    void load(filters, null);
  }, [filters]);

  // Folded per message: a command appends several events at once, and each must reach the list.
  const [tail] = useSubscription<TailMessage, AuditLogEntry[]>(
    { query: AuditTailSubscription, pause: !tailing },
    (before = [], message) => [message.auditTail, ...before].slice(0, MAX_LIVE_ENTRIES),
  );
  const live = tail.data;

  const entries = useMemo(() => {
    const shown = (live ?? []).filter((entry) => matchesFilters(entry, filters));
    const seen = new Set(shown.map((e) => e.position));
    return [...shown, ...pages.filter((e) => !seen.has(e.position))];
  }, [live, pages, filters]);

  const field = (name: keyof AuditFilters, label: string, type = "text", placeholder = "") => (
    <Field.Root>
      <Field.Label fontSize="xs">{label}</Field.Label>
      <Input
        size="sm"
        type={type}
        placeholder={placeholder}
        value={draft[name]}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      />
    </Field.Root>
  );

  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <HStack justify="space-between" mb="3" wrap="wrap">
        <Heading as="h2" size="md">
          Audit log
        </Heading>
        <Switch.Root checked={tailing} onCheckedChange={(details) => setTailing(details.checked)} size="sm">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Live tail</Switch.Label>
        </Switch.Root>
      </HStack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setFilters(draft);
        }}
      >
        <SimpleGrid columns={{ base: 1, md: 3, xl: 6 }} gap="2" alignItems="end">
          {field("streamId", "Stream", "text", "request-…")}
          {field("eventType", "Event type", "text", "JobAccepted")}
          {field("actorUserId", "Actor id")}
          {field("from", "From (UAE time)", "datetime-local")}
          {field("to", "To (UAE time)", "datetime-local")}
          <HStack>
            <Button size="sm" type="submit" colorPalette="red">
              Filter
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setDraft(NO_FILTERS);
                setFilters(NO_FILTERS);
              }}
            >
              Clear
            </Button>
          </HStack>
        </SimpleGrid>
      </form>
      {error ? (
        <Text color="red.600" mt="2">
          {error}
        </Text>
      ) : null}
      <Box overflowX="auto" mt="3">
        <Table.Root size="sm" aria-label="Audit log">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>When</Table.ColumnHeader>
              <Table.ColumnHeader>Event</Table.ColumnHeader>
              <Table.ColumnHeader>Stream</Table.ColumnHeader>
              <Table.ColumnHeader>Actor</Table.ColumnHeader>
              <Table.ColumnHeader>Position</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {entries.map((entry) => {
              const requestId = requestIdOf(entry.streamId);
              return (
                <Table.Row key={entry.position}>
                  <Table.Cell whiteSpace="nowrap">{timeOf(entry.occurredAt)}</Table.Cell>
                  <Table.Cell>{entry.type}</Table.Cell>
                  <Table.Cell>
                    {requestId ? (
                      <Button size="xs" variant="plain" px="0" onClick={() => onOpenTimeline(requestId)}>
                        {entry.streamId}
                      </Button>
                    ) : (
                      entry.streamId
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge size="sm">{entry.actor.role.toLowerCase()}</Badge> {entry.actor.userId}
                  </Table.Cell>
                  <Table.Cell fontFamily="mono" fontSize="xs">
                    {entry.position}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack mt="3" align="start">
        {entries.length === 0 && !loading ? <Text color="fg.muted">No event matches.</Text> : null}
        {cursor ? (
          <Button size="sm" variant="outline" loading={loading} onClick={() => void load(filters, cursor)}>
            Older events
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
