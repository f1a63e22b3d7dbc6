import { Badge, Button, HStack, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { formatAed, shortRequestId } from "../../shared/format";
import { DriverStatusCell } from "./DriverStatusCell";
import type { RowStatus, SortColumn, TableQuery } from "./requestsTableRules";
import { ACTION_LABEL, actionsFor, type JobAction } from "./rowActions";
import { priorityLabel, STATUS_COLOR, STATUS_LABEL, serviceLabel } from "./rowText";
import type { JobActions } from "./useJobActions";
import { shownStatus } from "./useJobActions";
import type { RequestRow } from "./useRequestsTable";

export interface RequestsTableProps {
  readonly rows: readonly RequestRow[];
  readonly query: TableQuery;
  readonly onSort: (column: SortColumn) => void;
  readonly actions: Pick<JobActions, "running" | "confirmed">;
  readonly onAction: (action: JobAction, row: RequestRow) => void;
  readonly onDetails: (row: RequestRow) => void;
  readonly now: Date;
}

const timeFormat = new Intl.DateTimeFormat("en-AE", {
  day: "2-digit",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Dubai",
});

export function formatRowTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

function SortHeader(props: {
  readonly column: SortColumn;
  readonly label: string;
  readonly query: TableQuery;
  readonly onSort: (column: SortColumn) => void;
  readonly numeric?: boolean;
}) {
  const active = props.query.sortBy === props.column;
  const direction = props.query.sortDirection === "ASC" ? "ascending" : "descending";
  return (
    <Table.ColumnHeader aria-sort={active ? direction : "none"} textAlign={props.numeric ? "end" : "start"}>
      <Button
        variant="plain"
        size="xs"
        px="0"
        fontWeight="semibold"
        onClick={() => props.onSort(props.column)}
        aria-label={`Sort by ${props.label}`}
      >
        {props.label}
        <span aria-hidden="true">{active ? (props.query.sortDirection === "ASC" ? " ▲" : " ▼") : " ↕"}</span>
      </Button>
    </Table.ColumnHeader>
  );
}

/** The requests table (spec §2.10): sortable id, type, amount and time; row actions by status. */
export function RequestsTable(props: RequestsTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg">
      <Table.Root size="sm" stickyHeader interactive>
        <Table.Caption>
          <VisuallyHidden>Your requests; column headers with buttons sort the table.</VisuallyHidden>
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <SortHeader column="ID" label="ID" query={props.query} onSort={props.onSort} />
            <SortHeader column="TYPE" label="Type" query={props.query} onSort={props.onSort} />
            <Table.ColumnHeader>Customer</Table.ColumnHeader>
            <Table.ColumnHeader>Location</Table.ColumnHeader>
            <SortHeader column="AMOUNT" label="Amount" query={props.query} onSort={props.onSort} numeric />
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Driver</Table.ColumnHeader>
            <SortHeader column="TIMESTAMP" label="Time" query={props.query} onSort={props.onSort} />
            <Table.ColumnHeader>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.rows.map((row) => {
            const status = shownStatus(row.status as RowStatus, props.actions.confirmed.get(row.requestId));
            const running = props.actions.running?.requestId === row.requestId ? props.actions.running : null;
            return (
              <Table.Row key={row.id} data-request-id={row.requestId} data-status={status}>
                <Table.Cell fontFamily="mono">{shortRequestId(row.requestId)}</Table.Cell>
                <Table.Cell>{serviceLabel(row.type)}</Table.Cell>
                <Table.Cell>
                  <Text lineClamp={1}>{row.customer ?? "—"}</Text>
                </Table.Cell>
                <Table.Cell maxW="56">
                  <Text lineClamp={1} title={row.location}>
                    {row.location}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatAed(row.amount)}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1" wrap="wrap">
                    <Badge colorPalette={STATUS_COLOR[status]}>{STATUS_LABEL[status]}</Badge>
                    {row.priority !== "NORMAL" && (
                      <Badge variant="outline">{priorityLabel(row.priority)}</Badge>
                    )}
                  </HStack>
                </Table.Cell>
                <Table.Cell>
                  <DriverStatusCell
                    status={status}
                    since={row.timestamp}
                    estimatedArrivalMin={row.estimatedArrivalMinutes}
                    now={props.now}
                  />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatRowTime(row.timestamp)}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1" justify="end">
                    {actionsFor(status).map((action) => (
                      <Button
                        key={action}
                        size="xs"
                        variant={action === "decline" ? "outline" : "solid"}
                        colorPalette={action === "decline" ? "gray" : "blue"}
                        loading={running?.action === action}
                        disabled={props.actions.running !== null}
                        onClick={() => props.onAction(action, row)}
                        aria-label={`${ACTION_LABEL[action]} request ${shortRequestId(row.requestId)}`}
                      >
                        {ACTION_LABEL[action]}
                      </Button>
                    ))}
                    <Button
                      size="xs"
                      variant="ghost"
                      onClick={() => props.onDetails(row)}
                      aria-label={`Details of request ${shortRequestId(row.requestId)}`}
                    >
                      Details
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
