import { Box, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { serviceDisplayName } from "../../../../domain/rules/serviceTypes";
import { LiveTrackingPanel, type TrackedRequest } from "../../tracking";
import { serviceFromEnum } from "../data/serviceEnum";
import { dayLabel } from "../dialogs/ScheduleDialog";

/** "2026-11-28T10:00:00.000Z" → "Sat, 28 Nov at 14:00" in UAE time. */
function scheduledText(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString("en-CA", { timeZone: "Asia/Dubai" });
  const time = date.toLocaleTimeString("en-GB", {
    timeZone: "Asia/Dubai",
    hour: "2-digit",
    minute: "2-digit",
  });
  return `${dayLabel(day)} at ${time}`;
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
  const captain = request.provider?.name ?? "The nearest captain";
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
            {mode === "now" ? "Captain is on the way!" : "Service Scheduled!"}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {serviceDisplayName(serviceFromEnum(request.serviceType))} · {captain}
          </Text>
          {mode === "schedule" && request.scheduledAt && (
            <Text fontSize="sm" fontWeight="medium">
              {scheduledText(request.scheduledAt)} · Est. AED {request.estimatedPrice}
            </Text>
          )}
        </Box>
        <LiveTrackingPanel request={request} />
        <HStack gap="2" wrap="wrap">
          <Button colorPalette={mode === "now" ? "green" : "blue"} size="sm" onClick={onTrack}>
            {mode === "now" ? "Track Live Location" : "Track Service"}
          </Button>
          <Button variant="outline" size="sm" onClick={onDetails}>
            Request details
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
