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
import { formatWhen } from "../../../shared/format";
import type { ResultOf } from "../../../shared/graphql";
import { useT } from "../../../shared/i18n";
import { adminMessages } from "../messages";
import { type AuditFilters, auditVariables, matchesFilters, NO_FILTERS } from "./auditFilters";
import { type AuditLogEntry, AuditLogQuery, AuditTailSubscription } from "./operationsQueries";

type TailMessage = ResultOf<typeof AuditTailSubscription>;

/** Live entries kept on screen above the loaded pages. */
const MAX_LIVE_ENTRIES = 200;

const timeOf = formatWhen;
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
  const t = useT(adminMessages);

  const load = async (next: AuditFilters, after: string | null) => {
    setLoading(true);
    const result = await client
      .query(AuditLogQuery, { ...auditVariables(next), cursor: after }, { requestPolicy: "network-only" })
      .toPromise();
    setLoading(false);
    if (result.error) {
      setError(result.error.graphQLErrors[0]?.message ?? t("audit.loadFailed"));
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
          {t("audit.title")}
        </Heading>
        <Switch.Root checked={tailing} onCheckedChange={(details) => setTailing(details.checked)} size="sm">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t("audit.liveTail")}</Switch.Label>
        </Switch.Root>
      </HStack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setFilters(draft);
        }}
      >
        <SimpleGrid columns={{ base: 1, md: 3, xl: 6 }} gap="2" alignItems="end">
          {field("streamId", t("audit.stream"), "text", "request-…")}
          {field("eventType", t("audit.eventType"), "text", "JobAccepted")}
          {field("actorUserId", t("audit.actorId"))}
          {field("from", t("audit.from"), "datetime-local")}
          {field("to", t("audit.to"), "datetime-local")}
          <HStack>
            <Button size="sm" type="submit" colorPalette="red">
              {t("audit.filter")}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setDraft(NO_FILTERS);
                setFilters(NO_FILTERS);
              }}
            >
              {t("audit.clear")}
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
        <Table.Root size="sm" aria-label={t("audit.title")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("userDetail.when")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("timeline.event")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("audit.stream")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("audit.actor")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("system.position")}</Table.ColumnHeader>
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
        {entries.length === 0 && !loading ? <Text color="fg.muted">{t("audit.noMatch")}</Text> : null}
        {cursor ? (
          <Button size="sm" variant="outline" loading={loading} onClick={() => void load(filters, cursor)}>
            {t("audit.older")}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
