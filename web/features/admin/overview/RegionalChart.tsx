import { Box, Heading, Table } from "@chakra-ui/react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatAed, formatNumber } from "../../../shared/format";
import { useT } from "../../../shared/i18n";
import { formatResponse } from "../formatResponse";
import { adminMessages } from "../messages";
import type { Overview } from "./useLiveOverview";

type Region = Overview["regionalPerformance"][number];

/** Today's seven regions as a chart (requests and revenue) and the table behind it. */
export function RegionalChart({ regions }: { readonly regions: readonly Region[] }) {
  const t = useT(adminMessages);
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <Heading as="h2" size="md" mb="3">
        {t("regions.title")}
      </Heading>
      <Box height="64" aria-label={t("regions.chartLabel")} role="img">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={[...regions]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="region" fontSize={12} />
            <YAxis yAxisId="requests" allowDecimals={false} fontSize={12} />
            <YAxis yAxisId="revenue" orientation="right" fontSize={12} />
            <Tooltip />
            <Legend />
            <Bar
              yAxisId="requests"
              dataKey="requests"
              name={t("regions.requests")}
              fill="#dc2626"
              isAnimationActive={false}
            />
            <Bar
              yAxisId="revenue"
              dataKey="revenueAed"
              name={t("regions.revenueAed")}
              fill="#16a34a"
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Table.Root size="sm" mt="4" aria-label={t("regions.tableLabel")}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("regions.region")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("regions.requests")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("regions.completed")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("regions.completion")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("regions.response")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("regions.revenue")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {regions.map((region) => (
            <Table.Row key={region.region}>
              <Table.Cell>{region.region}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(region.requests)}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(region.completed)}</Table.Cell>
              <Table.Cell textAlign="end">
                {region.completionRate === null
                  ? "—"
                  : formatNumber(region.completionRate, { style: "percent" })}
              </Table.Cell>
              <Table.Cell textAlign="end">
                {region.meanResponseMinutes === null ? "—" : formatResponse(region.meanResponseMinutes)}
              </Table.Cell>
              <Table.Cell textAlign="end">{formatAed(region.revenueAed)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
