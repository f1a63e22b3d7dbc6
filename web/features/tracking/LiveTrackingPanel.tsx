import { Box, Heading, HStack, Progress, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { formatKm, formatMinutes } from "../../shared/format";
import type { RoutePreference } from "../routes";
import { navigationInstruction } from "./navigationInstruction";
import { TrackingStatusBadge } from "./TrackingStatusBadge";
import { trackingFigures } from "./trackingFigures";
import type { TrackedRequest } from "./useTrackedRequest";
import { useTrackedRoute } from "./useTrackedRoute";

/** What the customer is waiting for when there is no live position to show. */
function waitingText(request: TrackedRequest): string {
  const captain = request.provider?.name ?? "your captain";
  switch (request.status) {
    case "PENDING":
      return request.provider
        ? `Waiting for ${captain} to accept your request.`
        : "Finding the nearest captain...";
    case "ACCEPTED":
    case "IN_PROGRESS":
      return `Waiting for ${captain}'s first position.`;
    case "COMPLETED":
      return "Service completed successfully";
    case "CANCELLED":
      return "Request was cancelled";
    case "UNASSIGNED":
      return "No captain is free right now. Please call support.";
    default:
      return request.statusText ?? request.status;
  }
}

const STATUS_LABEL: Readonly<Record<string, string>> = {
  PENDING: "Pending",
  ACCEPTED: "Accepted",
  IN_PROGRESS: "In Progress",
  COMPLETED: "Completed",
  CANCELLED: "Cancelled",
  UNASSIGNED: "Unassigned",
};

export function requestStatusLabel(status: string): string {
  return STATUS_LABEL[status] ?? status;
}

/**
 * The live tracking panel (spec §2.6): status in its colour, distance, ETA, speed, progress and a
 * navigation instruction as the server last computed them; distance and ETA by road when a routing
 * server answers, labelled approx. otherwise (trackingFigures.ts).
 */
export function LiveTrackingPanel({
  request,
  preference = "fastest",
}: {
  readonly request: TrackedRequest;
  /** The route preference the customer chose on the map (fastest unless the router offers more). */
  readonly preference?: RoutePreference;
}) {
  const tracking = request.tracking;
  const { toPickup } = useTrackedRoute(request, preference);
  const figures = tracking ? trackingFigures(tracking, toPickup) : null;
  const approxLabel = figures?.approximate ? " (approx.)" : "";
  return (
    <Stack gap="3" aria-label="Live tracking" role="group">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="sm" color="fg.muted">
          Request #{request.shortId} ·{" "}
          <span data-testid="request-status">{requestStatusLabel(request.status)}</span>
        </Text>
        {tracking && <TrackingStatusBadge status={tracking.status} color={tracking.color} />}
      </HStack>
      {tracking && figures ? (
        <>
          <SimpleGrid columns={3} gap="2">
            <Metric label={`Distance${approxLabel}`} value={formatKm(figures.km)} />
            <Metric label={`ETA${approxLabel}`} value={formatMinutes(figures.minutes)} />
            <Metric
              label="Speed"
              value={tracking.speedKmh === null ? "—" : `${Math.round(tracking.speedKmh)} km/h`}
            />
          </SimpleGrid>
          <Progress.Root value={tracking.progressPercent} size="sm" colorPalette="green">
            <HStack justify="space-between">
              <Progress.Label fontSize="xs">Progress</Progress.Label>
              <Progress.ValueText fontSize="xs" />
            </HStack>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="sm" aria-live="polite">
            {navigationInstruction(tracking, request.provider?.name ?? "Your captain")}
          </Text>
        </>
      ) : (
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {waitingText(request)}
        </Text>
      )}
    </Stack>
  );
}

function Metric({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="2" textAlign="center" bg="bg">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Heading as="p" size="sm">
        {value}
      </Heading>
    </Box>
  );
}
