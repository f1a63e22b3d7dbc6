import { Badge, Button, HStack, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { formatAed, formatDateTime, shortRequestId } from "../../shared/format";
import { useT } from "../../shared/i18n";
import { DriverStatusCell, TickingDriverStatusCell } from "./DriverStatusCell";
import { providerMessages } from "./messages";
import { RowQuickActions } from "./RowQuickActions";
import type { RowStatus, SortColumn, TableQuery } from "./requestsTableRules";
import { actionLabel, actionsFor, type JobAction } from "./rowActions";
import { priorityLabel, STATUS_COLOR, serviceLabel, statusLabel } from "./rowText";
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
  readonly onShowOnMap: (row: RequestRow) => void;
  /** A fixed clock for the driver status (tests); by default in-progress cells tick every second. */
  readonly now?: Date;
}

/** "25 Nov, 12:00 PM": a row's times, UAE time, in the reader's language. */
export function formatRowTime(iso: string): string {
  return formatDateTime(iso, { day: "2-digit", month: "short", hour: "2-digit", minute: "2-digit" });
}

function SortHeader(props: {
  readonly column: SortColumn;
  readonly label: string;
  readonly query: TableQuery;
  readonly onSort: (column: SortColumn) => void;
  readonly numeric?: boolean;
}) {
  const t = useT(providerMessages);
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
        aria-label={t("table.sortBy", { column: props.label })}
      >
        {props.label}
        <span aria-hidden="true">{active ? (props.query.sortDirection === "ASC" ? " ▲" : " ▼") : " ↕"}</span>
      </Button>
    </Table.ColumnHeader>
  );
}

/** The requests table (spec §2.10): sortable id, type, amount and time; row actions by status. */
export function RequestsTable(props: RequestsTableProps) {
  const t = useT(providerMessages);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg">
      <Table.Root size="sm" stickyHeader interactive>
        <Table.Caption>
          <VisuallyHidden>{t("table.caption")}</VisuallyHidden>
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <SortHeader column="ID" label={t("table.id")} query={props.query} onSort={props.onSort} />
            <SortHeader column="TYPE" label={t("table.type")} query={props.query} onSort={props.onSort} />
            <Table.ColumnHeader>{t("table.customer")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("table.location")}</Table.ColumnHeader>
            <SortHeader
              column="AMOUNT"
              label={t("table.amount")}
              query={props.query}
              onSort={props.onSort}
              numeric
            />
            <Table.ColumnHeader>{t("table.status")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("table.driver")}</Table.ColumnHeader>
            <SortHeader
              column="TIMESTAMP"
              label={t("table.time")}
              query={props.query}
              onSort={props.onSort}
            />
            <Table.ColumnHeader>
              <VisuallyHidden>{t("table.actions")}</VisuallyHidden>
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
                <Table.Cell>{serviceLabel(t, row.type)}</Table.Cell>
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
                    <Badge colorPalette={STATUS_COLOR[status]}>{statusLabel(t, status)}</Badge>
                    {row.priority !== "NORMAL" && (
                      <Badge variant="outline">{priorityLabel(t, row.priority)}</Badge>
                    )}
                  </HStack>
                </Table.Cell>
                <Table.Cell>
                  {props.now ? (
                    <DriverStatusCell
                      status={status}
                      since={row.timestamp}
                      estimatedArrivalMin={row.estimatedArrivalMinutes}
                      now={props.now}
                    />
                  ) : (
                    <TickingDriverStatusCell
                      status={status}
                      since={row.timestamp}
                      estimatedArrivalMin={row.estimatedArrivalMinutes}
                    />
                  )}
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
                        aria-label={t("table.actionLabel", {
                          action: actionLabel(t, action),
                          id: shortRequestId(row.requestId),
                        })}
                      >
                        {actionLabel(t, action)}
                      </Button>
                    ))}
                    <Button
                      size="xs"
                      variant="ghost"
                      onClick={() => props.onDetails(row)}
                      aria-label={t("table.detailsLabel", { id: shortRequestId(row.requestId) })}
                    >
                      {t("table.details")}
                    </Button>
                    <RowQuickActions row={row} onShowOnMap={props.onShowOnMap} />
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
