import { Stack, Tabs, Text } from "@chakra-ui/react";
import { formatKm } from "../../shared/format";
import { useT } from "../../shared/i18n";
import { DialogActions } from "../../shared/ui/DialogActions";
import { ModalDialog } from "../../shared/ui/ModalDialog";
import { pathLengthKm } from "../map";
import { LiveTrackingPanel } from "./LiveTrackingPanel";
import { trackingMessages } from "./messages";
import { RequestSummaryLines } from "./RequestSummaryLines";
import { serviceLabel } from "./trackingTexts";
import type { TrackedRequest } from "./useTrackedRequest";

/** The tracking modal (spec §2.6): "Service Details" and "Live Route", both live from the server. */
export function TrackingDialog({
  request,
  open,
  onOpenChange,
}: {
  readonly request: TrackedRequest;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}) {
  const t = useT(trackingMessages);
  const driven = pathLengthKm(request.route);
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("dialog.title")}
      size="md"
      positionerProps={{ px: "4" }}
      footer={<DialogActions cancelLabel={t("dialog.close")} onCancel={() => onOpenChange(false)} />}
    >
      <Tabs.Root defaultValue="details" variant="enclosed" fitted>
        <Tabs.List>
          <Tabs.Trigger value="details">{t("dialog.details")}</Tabs.Trigger>
          <Tabs.Trigger value="route">{t("dialog.route")}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="details">
          <Stack gap="4">
            <LiveTrackingPanel request={request} />
            <Stack gap="1" fontSize="sm">
              <Text>
                <b>{t("dialog.service")}</b> {serviceLabel(request.serviceType, t)}
              </Text>
              {request.provider && (
                <Text>
                  <b>{t("dialog.captain")}</b> {request.provider.name} · {request.provider.phone}
                </Text>
              )}
              <RequestSummaryLines request={request} />
            </Stack>
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="route">
          <Stack gap="2" fontSize="sm">
            <Text>{t("dialog.routeDrawn")}</Text>
            <Text>
              {request.route.length === 0
                ? t("dialog.noPositions")
                : t("dialog.positions", { count: request.route.length, distance: formatKm(driven) })}
            </Text>
            {request.tracking && (
              <Text>{t("dialog.remaining", { distance: formatKm(request.tracking.remainingKm) })}</Text>
            )}
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </ModalDialog>
  );
}
