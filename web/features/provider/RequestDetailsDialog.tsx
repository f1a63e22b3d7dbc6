import { Badge, Button, DataList, HStack } from "@chakra-ui/react";
import { formatAed, formatKm, formatMinutes, formatNumber, shortRequestId } from "../../shared/format";
import { useT } from "../../shared/i18n";
import { ModalDialog } from "../../shared/ui/ModalDialog";
import { JobMoneySection } from "./JobMoneySection";
import { type ProviderT, providerMessages } from "./messages";
import { formatRowTime } from "./RequestsTable";
import type { RowStatus } from "./requestsTableRules";
import { actionLabel, actionsFor, type JobAction } from "./rowActions";
import {
  priorityLabel,
  STATUS_COLOR,
  serviceLabel,
  statusLabel,
  vehicleLabel,
  withdrawReasonText,
} from "./rowText";
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

const NONE = "—";

const coordinate = (degrees: number) =>
  formatNumber(degrees, { minimumFractionDigits: 5, maximumFractionDigits: 5, useGrouping: false });

/** The row's fields as label and value, in the spec's order (spec §3 Provider request row). */
function detailItems(t: ProviderT, row: RequestRow): [string, string][] {
  const items: [string, string][] = [
    [t("details.request"), row.requestId],
    [t("details.service"), serviceLabel(t, row.type)],
    [t("details.priority"), priorityLabel(t, row.priority)],
    [t("details.customer"), row.customer ?? NONE],
    [t("details.phone"), row.customerPhone ?? NONE],
    [t("details.pickup"), row.location],
    [
      t("details.coordinates"),
      t("details.coordinatesValue", {
        latitude: coordinate(row.coordinates.latitude),
        longitude: coordinate(row.coordinates.longitude),
      }),
    ],
    [t("details.vehicle"), row.vehicleType ? vehicleLabel(t, row.vehicleType) : NONE],
    [t("details.amount"), formatAed(row.amount)],
    [t("details.received"), formatRowTime(row.timestamp)],
    [t("details.distance"), row.distance === null ? NONE : formatKm(row.distance)],
    [
      t("details.estimatedArrival"),
      row.estimatedArrival
        ? t("details.estimatedArrivalBy", {
            minutes: formatMinutes(row.estimatedArrivalMinutes),
            time: formatRowTime(row.estimatedArrival),
          })
        : formatMinutes(row.estimatedArrivalMinutes),
    ],
    [t("details.arrived"), row.actualArrival ? formatRowTime(row.actualArrival) : NONE],
    [t("details.delayed"), row.isDelayed ? t("yes") : t("no")],
    [t("details.duration"), row.duration === null ? NONE : formatMinutes(row.duration)],
    [
      t("details.rating"),
      row.rating === null ? NONE : t("details.ratingValue", { rating: formatNumber(row.rating) }),
    ],
    [t("details.lastUpdate"), formatRowTime(row.lastUpdate)],
  ];
  const withdrawn = withdrawReasonText(t, row.withdrawReason);
  if (withdrawn) items.push([t("details.closedBecause"), withdrawn]);
  return items;
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
  const t = useT(providerMessages);
  const items = row ? detailItems(t, row) : [];

  return (
    <ModalDialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        <>
          {t("details.title", { id: row ? shortRequestId(row.requestId) : "" })}{" "}
          {status && <Badge colorPalette={STATUS_COLOR[status]}>{statusLabel(t, status)}</Badge>}
        </>
      }
      size="md"
      placement="top"
      closeLabel={t("details.close")}
      footer={
        <HStack gap="2" wrap="wrap">
          {row && (
            <Button size="sm" variant="ghost" onClick={() => onShowOnMap(row)}>
              {t("showOnMap")}
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
                {actionLabel(t, action)}
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
