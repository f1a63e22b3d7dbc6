import { Badge, Button, DataList, HStack } from "@chakra-ui/react";
import { formatAed, formatKm, formatMinutes, shortRequestId } from "../../shared/format";
import { ModalDialog } from "../../shared/ui/ModalDialog";
import { JobMoneySection } from "./JobMoneySection";
import { formatRowTime } from "./RequestsTable";
import type { RowStatus } from "./requestsTableRules";
import { ACTION_LABEL, actionsFor, type JobAction } from "./rowActions";
import { priorityLabel, STATUS_COLOR, STATUS_LABEL, serviceLabel, withdrawReasonText } from "./rowText";
import type { RequestRow } from "./useRequestsTable";

export interface RequestDetailsDialogProps {
  readonly row: RequestRow | null;
  /** The status shown in the table (the captain's own confirmed action included). */
  readonly status: RowStatus | null;
  readonly onClose: () => void;
  readonly onAction: (action: JobAction, row: RequestRow) => void;
  readonly onShowOnMap: (row: RequestRow) => void;
  readonly busy: boolean;
}

/** Every field of a request row (spec §3 Provider request row), with its actions. */
export function RequestDetailsDialog({
  row,
  status,
  onClose,
  onAction,
  onShowOnMap,
  busy,
}: RequestDetailsDialogProps) {
  const items: [string, string][] = row
    ? [
        ["Request", row.requestId],
        ["Service", serviceLabel(row.type)],
        ["Priority", priorityLabel(row.priority)],
        ["Customer", row.customer ?? "—"],
        ["Phone", row.customerPhone ?? "—"],
        ["Pickup", row.location],
        ["Coordinates", `${row.coordinates.latitude.toFixed(5)}, ${row.coordinates.longitude.toFixed(5)}`],
        ["Vehicle", row.vehicleType ? row.vehicleType.toLowerCase() : "—"],
        ["Amount", formatAed(row.amount)],
        ["Received", formatRowTime(row.timestamp)],
        ["Distance when offered", row.distance === null ? "—" : formatKm(row.distance)],
        [
          "Estimated arrival",
          `${row.estimatedArrivalMinutes} min${row.estimatedArrival ? ` (by ${formatRowTime(row.estimatedArrival)})` : ""}`,
        ],
        ["Arrived", row.actualArrival ? formatRowTime(row.actualArrival) : "—"],
        ["Delayed", row.isDelayed ? "Yes" : "No"],
        ["Job duration", row.duration === null ? "—" : formatMinutes(row.duration)],
        ["Customer's rating", row.rating === null ? "—" : `${row.rating} / 5`],
        ["Last update", formatRowTime(row.lastUpdate)],
      ]
    : [];
  const withdrawn = row ? withdrawReasonText(row.withdrawReason) : null;
  if (withdrawn) items.push(["Closed because", withdrawn]);

  return (
    <ModalDialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        <>
          Request {row ? shortRequestId(row.requestId) : ""}{" "}
          {status && <Badge colorPalette={STATUS_COLOR[status]}>{STATUS_LABEL[status]}</Badge>}
        </>
      }
      size="md"
      placement="top"
      closeLabel="Close details"
      footer={
        <HStack gap="2" wrap="wrap">
          {row && (
            <Button size="sm" variant="ghost" onClick={() => onShowOnMap(row)}>
              Show on map
            </Button>
          )}
          {row &&
            status &&
            actionsFor(status).map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === "decline" ? "outline" : "solid"}
                disabled={busy}
                onClick={() => onAction(action, row)}
              >
                {ACTION_LABEL[action]}
              </Button>
            ))}
        </HStack>
      }
    >
      <DataList.Root orientation="horizontal" size="sm">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {row && <JobMoneySection key={row.requestId} requestId={row.requestId} status={status} />}
    </ModalDialog>
  );
}
