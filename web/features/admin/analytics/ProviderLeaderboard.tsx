import { Box, Heading, Table, Text } from "@chakra-ui/react";
import { formatAed, formatNumber, formatRating } from "../../../shared/format";
import { useT } from "../../../shared/i18n";
import { formatResponse } from "../formatResponse";
import { adminMessages } from "../messages";
import type { AnalyticsData } from "./analyticsQuery";

/** Providers by jobs completed in the range. */
export function ProviderLeaderboard({ entries }: { readonly entries: AnalyticsData["leaderboard"] }) {
  const t = useT(adminMessages);
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <Heading as="h3" size="sm" mb="2">
        {t("leaderboard.title")}
      </Heading>
      {entries.length === 0 ? (
        <Text color="fg.muted">{t("leaderboard.empty")}</Text>
      ) : (
        <Table.Root size="sm" aria-label={t("leaderboard.title")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>#</Table.ColumnHeader>
              <Table.ColumnHeader>{t("leaderboard.provider")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("leaderboard.jobs")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("regions.revenue")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("users.rating")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("leaderboard.timeToAccept")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {entries.map((entry, index) => (
              <Table.Row key={entry.providerId}>
                <Table.Cell>{formatNumber(index + 1)}</Table.Cell>
                <Table.Cell>{entry.name ?? entry.providerId}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(entry.jobs)}</Table.Cell>
                <Table.Cell textAlign="end">{formatAed(entry.revenueAed)}</Table.Cell>
                <Table.Cell textAlign="end">
                  {entry.rating === null
                    ? "—"
                    : t("users.ratingValue", {
                        rating: formatRating(entry.rating),
                        total: formatNumber(entry.ratings),
                      })}
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
