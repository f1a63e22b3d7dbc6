import { Badge, Box, Button, Heading, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { useEffect, useMemo } from "react";
import { useMutation, useQuery, useSubscription } from "urql";
import { type ResultOf, readFragment } from "../../../shared/graphql";
import { notify } from "../../../shared/toast";
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
  const fact = (label: string, value: string) => (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" data-testid={`fact-${label}`}>
        {value}
      </Text>
    </Box>
  );
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <Heading as="h2" size="md" mb="3">
        Event store
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {fact("Kind", facts.kind)}
        {fact("Total events", facts.totalEvents.toLocaleString("en-AE"))}
        {fact("Last position", facts.lastPosition ?? "—")}
        {fact("Head", facts.head)}
      </SimpleGrid>
      {facts.byType.length > 0 ? (
        <Text fontSize="xs" color="fg.muted" mt="3">
          {facts.byType
            .slice(0, 8)
            .map((t) => `${t.type} ${t.events.toLocaleString("en-AE")}`)
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
      notify.error("Rebuild refused", result.error.graphQLErrors[0]?.message ?? result.error.message);
  };

  return (
    <Stack gap="4">
      {status.data ? <EventStoreFactsCard facts={status.data.eventStoreFacts} /> : null}
      {status.error ? (
        <Text color="red.600">{status.error.graphQLErrors[0]?.message ?? "Could not load."}</Text>
      ) : null}
      <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4" overflowX="auto">
        <Heading as="h2" size="md" mb="3">
          Projections
        </Heading>
        <Table.Root size="sm" aria-label="Projections">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Read model</Table.ColumnHeader>
              <Table.ColumnHeader>State</Table.ColumnHeader>
              <Table.ColumnHeader>Position</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Lag (events)</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Lag (s)</Table.ColumnHeader>
              <Table.ColumnHeader>Rebuild</Table.ColumnHeader>
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
                      v{row.version}
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
                  <Table.Cell textAlign="end">{row.lagEvents.toLocaleString("en-AE")}</Table.Cell>
                  <Table.Cell textAlign="end">{(row.lagMs / 1000).toFixed(1)}</Table.Cell>
                  <Table.Cell>
                    <Stack gap="1">
                      <Button
                        size="xs"
                        variant="outline"
                        disabled={busy}
                        onClick={() => void start(row.name)}
                        aria-label={`Rebuild ${row.name}`}
                      >
                        Rebuild
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
