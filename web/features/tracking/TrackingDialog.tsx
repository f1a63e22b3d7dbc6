import { Stack, Tabs, Text } from "@chakra-ui/react";
import { serviceDisplayName } from "../../../domain/rules/serviceTypes";
import { formatKm } from "../../shared/format";
import { DialogActions } from "../../shared/ui/DialogActions";
import { ModalDialog } from "../../shared/ui/ModalDialog";
import { pathLengthKm } from "../map";
import { LiveTrackingPanel } from "./LiveTrackingPanel";
import { RequestSummaryLines } from "./RequestSummaryLines";
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
  const service = serviceDisplayName(request.serviceType.toLowerCase().replace("_", "-"));
  const driven = pathLengthKm(request.route);
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Live Tracking"
      size="md"
      positionerProps={{ px: "4" }}
      footer={<DialogActions cancelLabel="Close" onCancel={() => onOpenChange(false)} />}
    >
      <Tabs.Root defaultValue="details" variant="enclosed" fitted>
        <Tabs.List>
          <Tabs.Trigger value="details">Service Details</Tabs.Trigger>
          <Tabs.Trigger value="route">Live Route</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="details">
          <Stack gap="4">
            <LiveTrackingPanel request={request} />
            <Stack gap="1" fontSize="sm">
              <Text>
                <b>Service:</b> {service}
              </Text>
              {request.provider && (
                <Text>
                  <b>Captain:</b> {request.provider.name} · {request.provider.phone}
                </Text>
              )}
              <RequestSummaryLines request={request} />
            </Stack>
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="route">
          <Stack gap="2" fontSize="sm">
            <Text>
              The captain's route is drawn on the map in blue, from where they accepted the job to where they
              are now.
            </Text>
            <Text>
              {request.route.length === 0
                ? "No positions recorded yet."
                : `${request.route.length} positions recorded, ${formatKm(driven)} driven so far.`}
            </Text>
            {request.tracking && <Text>Remaining: {formatKm(request.tracking.remainingKm)}</Text>}
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </ModalDialog>
  );
}
