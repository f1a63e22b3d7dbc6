import { Box, Heading, Table } from "@chakra-ui/react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatAed } from "../../../shared/format";
import { formatResponse } from "../formatResponse";
import type { Overview } from "./useLiveOverview";

type Region = Overview["regionalPerformance"][number];

/** Today's seven regions as a chart (requests and revenue) and the table behind it. */
export function RegionalChart({ regions }: { readonly regions: readonly Region[] }) {
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <Heading as="h2" size="md" mb="3">
        Regions today
      </Heading>
      <Box height="64" aria-label="Requests and revenue by region" role="img">
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
              name="Requests"
              fill="#dc2626"
              isAnimationActive={false}
            />
            <Bar
              yAxisId="revenue"
              dataKey="revenueAed"
              name="Revenue (AED)"
              fill="#16a34a"
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Table.Root size="sm" mt="4" aria-label="Regional performance table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Region</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Requests</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Completed</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Completion</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Response</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Revenue</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {regions.map((region) => (
            <Table.Row key={region.region}>
              <Table.Cell>{region.region}</Table.Cell>
              <Table.Cell textAlign="end">{region.requests}</Table.Cell>
              <Table.Cell textAlign="end">{region.completed}</Table.Cell>
              <Table.Cell textAlign="end">
                {region.completionRate === null ? "—" : `${Math.round(region.completionRate * 100)}%`}
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
