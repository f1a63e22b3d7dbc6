import { Badge, Box, Button, Heading, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { useEffect, useMemo } from "react";
import { useMutation, useQuery, useSubscription } from "urql";
import { formatNumber } from "../../../shared/format";
import { type ResultOf, readFragment } from "../../../shared/graphql";
import { useT } from "../../../shared/i18n";
import { notify } from "../../../shared/toast";
import { adminMessages } from "../messages";
import { ProjectionProgressBar } from "./ProjectionProgressBar";
import {
  type EventStoreFactsView,
  ProjectionProgressSubscription,
  type ProjectionRow,
  ProjectionStatusFields,
  RebuildProjectionMutation,
  SystemStatusQuery,
} from "./systemQueries";

type ProgressMessage = ResultOf<typeof ProjectionProgressSubscription>;

/** Spec §9: admin system stats poll every 30 s (the projections also push every change). */
const POLL_MS = 30_000;

const STATE_COLOR: Readonly<Record<string, string>> = {
  live: "green",
  "catching-up": "blue",
  rebuilding: "purple",
  failed: "red",
  standby: "gray",
  stopped: "gray",
};

function EventStoreFactsCard({ facts }: { readonly facts: EventStoreFactsView }) {
  const t = useT(adminMessages);
  const fact = (id: string, label: string, value: string) => (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" data-testid={`fact-${id}`}>
        {value}
      </Text>
    </Box>
  );
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <Heading as="h2" size="md" mb="3">
        {t("system.eventStore")}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {fact("Kind", t("system.kind"), facts.kind)}
        {fact("Total events", t("system.totalEvents"), formatNumber(facts.totalEvents))}
        {fact("Last position", t("system.lastPosition"), facts.lastPosition ?? "—")}
        {fact("Head", t("system.head"), facts.head)}
      </SimpleGrid>
      {facts.byType.length > 0 ? (
        <Text fontSize="xs" color="fg.muted" mt="3">
          {facts.byType
            .slice(0, 8)
            .map((item) => t("system.typeCount", { type: item.type, events: formatNumber(item.events) }))
            .join(" · ")}
        </Text>
      ) : null}
    </Box>
  );
}

/** System: every projection's position and lag, rebuilds with live progress, and the event store's facts. */
export function SystemTab() {
  const [status, refetch] = useQuery({ query: SystemStatusQuery, requestPolicy: "cache-and-network" });
  // Folded per message: several can arrive between two renders, and each may be another projection's.
  const [progress] = useSubscription<ProgressMessage, Record<string, ProjectionRow>>(
    { query: ProjectionProgressSubscription },
    (before = {}, message) => {
      const row = readFragment(ProjectionStatusFields, message.projectionProgress);
      return { ...before, [row.name]: row };
    },
  );
  const latest = progress.data ?? {};
  const [, rebuild] = useMutation(RebuildProjectionMutation);
  const t = useT(adminMessages);

  useEffect(() => {
    const timer = setInterval(() => refetch({ requestPolicy: "network-only" }), POLL_MS);
    return () => clearInterval(timer);
  }, [refetch]);

  // The newest of what the query and the subscription said about each projection.
  const rows = useMemo(
    () =>
      (status.data?.projectionStatus ?? []).map((masked) => {
        const row = readFragment(ProjectionStatusFields, masked);
        const pushed = latest[row.name];
        return pushed && pushed.updatedAt >= row.updatedAt ? pushed : row;
      }),
    [status.data, latest],
  );

  const start = async (name: string) => {
    const result = await rebuild({ name });
    if (result.error)
      notify.error(
        t("system.rebuildRefused"),
        result.error.graphQLErrors[0]?.message ?? result.error.message,
      );
  };

  return (
    <Stack gap="4">
      {status.data ? <EventStoreFactsCard facts={status.data.eventStoreFacts} /> : null}
      {status.error ? (
        <Text color="red.600">{status.error.graphQLErrors[0]?.message ?? t("userDetail.loadFailed")}</Text>
      ) : null}
      <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4" overflowX="auto">
        <Heading as="h2" size="md" mb="3">
          {t("system.projections")}
        </Heading>
        <Table.Root size="sm" aria-label={t("system.projections")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("system.readModel")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("system.state")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("system.position")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("system.lagEvents")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("system.lagSeconds")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("system.rebuild")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => {
              const busy =
                row.state === "rebuilding" ||
                row.rebuild?.phase === "replaying" ||
                row.rebuild?.phase === "swapping";
              return (
                <Table.Row key={row.name} data-projection={row.name}>
                  <Table.Cell>
                    {row.name}{" "}
                    <Text as="span" color="fg.muted" fontSize="xs">
                      {t("system.version", { version: row.version })}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATE_COLOR[row.state] ?? "gray"}>{row.state}</Badge>
                    {row.error ? (
                      <Text fontSize="xs" color="red.600">
                        {row.error.message}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell fontFamily="mono" fontSize="xs">
                    {row.position}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatNumber(row.lagEvents)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {formatNumber(row.lagMs / 1000, {
                      minimumFractionDigits: 1,
                      maximumFractionDigits: 1,
                      useGrouping: false,
                    })}
                  </Table.Cell>
                  <Table.Cell>
                    <Stack gap="1">
                      <Button
                        size="xs"
                        variant="outline"
                        disabled={busy}
                        onClick={() => void start(row.name)}
                        aria-label={t("system.rebuildOne", { name: row.name })}
                      >
                        {t("system.rebuildAction")}
                      </Button>
                      {row.rebuild ? <ProjectionProgressBar name={row.name} rebuild={row.rebuild} /> : null}
                    </Stack>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
