import { Box, Heading, SimpleGrid } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useT } from "../../../shared/i18n";
import { adminMessages } from "../messages";
import type { AnalyticsData } from "./analyticsQuery";
import { seriesByDay } from "./seriesByDay";

const PALETTE = ["#dc2626", "#2563eb", "#16a34a", "#d97706", "#7c3aed", "#0891b2", "#db2777", "#65a30d"];

function ChartBox({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      <Box height="64" role="img" aria-label={title}>
        <ResponsiveContainer width="100%" height="100%">
          {children as never}
        </ResponsiveContainer>
      </Box>
    </Box>
  );
}

function StackedByDay({
  data,
  dimension,
  value,
}: {
  readonly data: AnalyticsData;
  readonly dimension: "region" | "serviceType";
  readonly value: "requests" | "revenueAed";
}) {
  const { points, keys } = seriesByDay(
    data.rows,
    data,
    (row) => row[dimension],
    (row) => row[value],
  );
  return (
    <BarChart data={points}>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis dataKey="day" fontSize={11} />
      <YAxis allowDecimals={value !== "requests"} fontSize={11} />
      <Tooltip />
      <Legend />
      {keys.map((key, i) => (
        <Bar
          key={key}
          dataKey={key}
          stackId="a"
          fill={PALETTE[i % PALETTE.length]}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}

/** The Analytics tab's charts: volume and revenue over time, response times and cancellation reasons. */
export function AnalyticsCharts({ data }: { readonly data: AnalyticsData }) {
  const t = useT(adminMessages);
  const reasons = data.cancellationReasons.map((r) => ({
    name: t("charts.reasonBy", { reason: r.reason, role: r.byRole }),
    count: r.count,
  }));
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <ChartBox title={t("charts.requestsByEmirate")}>
        <StackedByDay data={data} dimension="region" value="requests" />
      </ChartBox>
      <ChartBox title={t("charts.requestsByService")}>
        <StackedByDay data={data} dimension="serviceType" value="requests" />
      </ChartBox>
      <ChartBox title={t("charts.revenueByEmirate")}>
        <StackedByDay data={data} dimension="region" value="revenueAed" />
      </ChartBox>
      <ChartBox title={t("charts.revenueByService")}>
        <StackedByDay data={data} dimension="serviceType" value="revenueAed" />
      </ChartBox>
      <ChartBox title={t("charts.timeToAccept")}>
        <BarChart data={[...data.responseTimes]}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" fontSize={11} />
          <YAxis allowDecimals={false} fontSize={11} />
          <Tooltip />
          <Bar dataKey="count" name={t("regions.requests")} fill="#2563eb" isAnimationActive={false} />
        </BarChart>
      </ChartBox>
      <ChartBox title={t("charts.cancellationReasons")}>
        <BarChart data={reasons} layout="vertical" margin={{ left: 24 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} fontSize={11} />
          <YAxis type="category" dataKey="name" width={160} fontSize={11} />
          <Tooltip />
          <Bar dataKey="count" name={t("charts.cancellations")} fill="#dc2626" isAnimationActive={false} />
        </BarChart>
      </ChartBox>
    </SimpleGrid>
  );
}
