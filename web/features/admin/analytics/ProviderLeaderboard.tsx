import { Box, Heading, Table, Text } from "@chakra-ui/react";
import { formatAed, formatRating } from "../../../shared/format";
import { formatResponse } from "../formatResponse";
import type { AnalyticsData } from "./analyticsQuery";

/** Providers by jobs completed in the range. */
export function ProviderLeaderboard({ entries }: { readonly entries: AnalyticsData["leaderboard"] }) {
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <Heading as="h3" size="sm" mb="2">
        Provider leaderboard
      </Heading>
      {entries.length === 0 ? (
        <Text color="fg.muted">No job was completed in this range.</Text>
      ) : (
        <Table.Root size="sm" aria-label="Provider leaderboard">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>#</Table.ColumnHeader>
              <Table.ColumnHeader>Provider</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Jobs</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Revenue</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Rating</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Time to accept</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {entries.map((entry, index) => (
              <Table.Row key={entry.providerId}>
                <Table.Cell>{index + 1}</Table.Cell>
                <Table.Cell>{entry.name ?? entry.providerId}</Table.Cell>
                <Table.Cell textAlign="end">{entry.jobs}</Table.Cell>
                <Table.Cell textAlign="end">{formatAed(entry.revenueAed)}</Table.Cell>
                <Table.Cell textAlign="end">
                  {entry.rating === null ? "—" : `${formatRating(entry.rating)} (${entry.ratings})`}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {entry.meanResponseMinutes === null ? "—" : formatResponse(entry.meanResponseMinutes)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
