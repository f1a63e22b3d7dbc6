import { Box, Button, Field, HStack, Input, Spinner, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useQuery } from "urql";
import { formatNumber } from "../../../shared/format";
import { useT } from "../../../shared/i18n";
import { adminMessages } from "../messages";
import { AnalyticsCharts } from "./AnalyticsCharts";
import { analyticsCsv, csvFileName, downloadCsv } from "./analyticsCsv";
import { AnalyticsQuery } from "./analyticsQuery";
import { lastDays } from "./defaultRange";
import { ProviderLeaderboard } from "./ProviderLeaderboard";

/** Analytics: a date range, the charts and leaderboard for it, and the CSV export of its rows. */
export function AnalyticsTab() {
  const [range, setRange] = useState(() => lastDays(7, new Date()));
  const valid = range.from !== "" && range.to !== "" && range.from <= range.to;
  const [result] = useQuery({
    query: AnalyticsQuery,
    variables: range,
    pause: !valid,
    requestPolicy: "cache-and-network",
  });
  const data = result.data?.analytics ?? null;
  const t = useT(adminMessages);

  return (
    <Stack gap="4">
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root width="auto">
          <Field.Label>{t("analytics.from")}</Field.Label>
          <Input
            type="date"
            value={range.from}
            max={range.to}
            onChange={(e) => setRange({ ...range, from: e.target.value })}
          />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>{t("analytics.to")}</Field.Label>
          <Input
            type="date"
            value={range.to}
            min={range.from}
            onChange={(e) => setRange({ ...range, to: e.target.value })}
          />
        </Field.Root>
        <Button
          colorPalette="red"
          disabled={!data}
          onClick={() => data && downloadCsv(analyticsCsv(data.rows), csvFileName(data.from, data.to))}
        >
          {t("analytics.export")}
        </Button>
        {result.fetching ? <Spinner size="sm" /> : null}
      </HStack>
      {!valid ? <Text color="red.600">{t("analytics.badRange")}</Text> : null}
      {result.error ? (
        <Text color="red.600">{result.error.graphQLErrors[0]?.message ?? t("analytics.loadFailed")}</Text>
      ) : null}
      {data ? (
        <>
          <Text color="fg.muted" fontSize="sm">
            {t("analytics.summary", {
              count: data.rows.reduce((sum, row) => sum + row.requests, 0),
              from: data.from,
              to: data.to,
            })}
            {data.requestToAccept.meanMinutes === null
              ? ""
              : t("analytics.meanAccept", {
                  minutes: formatNumber(data.requestToAccept.meanMinutes, {
                    minimumFractionDigits: 1,
                    maximumFractionDigits: 1,
                  }),
                })}
          </Text>
          <AnalyticsCharts data={data} />
          <Box>
            <ProviderLeaderboard entries={data.leaderboard} />
          </Box>
        </>
      ) : null}
    </Stack>
  );
}
