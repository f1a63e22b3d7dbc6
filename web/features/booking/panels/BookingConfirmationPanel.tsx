import { Box, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { formatAed } from "../../../shared/format";
import { useT } from "../../../shared/i18n";
import { LiveTrackingPanel, type TrackedRequest } from "../../tracking";
import { serviceFromEnum } from "../data/serviceEnum";
import { dayLabel } from "../dialogs/ScheduleDialog";
import { bookingMessages } from "../messages";
import { useServiceName } from "../useServiceName";

/** "2026-11-28T10:00:00.000Z" → day "Sat, 28 Nov" and time "14:00" in UAE time. */
function scheduledParts(iso: string): { readonly day: string; readonly time: string } {
  const date = new Date(iso);
  const day = date.toLocaleDateString("en-CA", { timeZone: "Asia/Dubai" });
  const time = date.toLocaleTimeString("en-GB", {
    timeZone: "Asia/Dubai",
    hour: "2-digit",
    minute: "2-digit",
  });
  return { day: dayLabel(day), time };
}

/**
 * The booking confirmation side panel (spec §2.6): "Captain is on the way!" with the live status and
 * Track Live Location, or "Service Scheduled!" with Track Service.
 */
export function BookingConfirmationPanel({
  request,
  mode,
  onTrack,
  onDetails,
}: {
  readonly request: TrackedRequest;
  readonly mode: "now" | "schedule";
  readonly onTrack: () => void;
  readonly onDetails: () => void;
}) {
  const t = useT(bookingMessages);
  const serviceName = useServiceName();
  const captain = request.provider?.name ?? t("confirm.nearestCaptain");
  return (
    <Box as="section" aria-labelledby="confirmation-heading">
      <Stack gap="3">
        <Box>
          <Heading
            as="h2"
            id="confirmation-heading"
            size="md"
            color={mode === "now" ? "green.700" : "blue.700"}
          >
            {mode === "now" ? t("confirm.onTheWay") : t("confirm.scheduled")}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t("confirm.serviceCaptain", {
              service: serviceName(serviceFromEnum(request.serviceType)),
              captain,
            })}
          </Text>
          {mode === "schedule" && request.scheduledAt && (
            <Text fontSize="sm" fontWeight="medium">
              {t("confirm.whenPrice", {
                when: t("confirm.when", scheduledParts(request.scheduledAt)),
                price: formatAed(request.estimatedPrice, Number.isInteger(request.estimatedPrice) ? 0 : 2),
              })}
            </Text>
          )}
        </Box>
        <LiveTrackingPanel request={request} />
        <HStack gap="2" wrap="wrap">
          <Button colorPalette={mode === "now" ? "green" : "blue"} size="sm" onClick={onTrack}>
            {mode === "now" ? t("confirm.trackLive") : t("confirm.trackService")}
          </Button>
          <Button variant="outline" size="sm" onClick={onDetails}>
            {t("confirm.details")}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
