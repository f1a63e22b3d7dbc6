import { Box, Heading, HStack, Progress, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { formatKm, formatMinutes, formatNumber } from "../../shared/format";
import { type Translate, useT } from "../../shared/i18n";
import type { RoutePreference } from "../routes";
import { trackingMessages } from "./messages";
import { TrackingStatusBadge } from "./TrackingStatusBadge";
import { trackingFigures } from "./trackingFigures";
import { requestStatusLabel } from "./trackingTexts";
import type { LiveTracking, TrackedRequest } from "./useTrackedRequest";
import { useTrackedRoute } from "./useTrackedRoute";

type TrackingTranslate = Translate<typeof trackingMessages.english>;

/** What the customer is waiting for when there is no live position to show. */
function waitingText(request: TrackedRequest, t: TrackingTranslate): string {
  const captain = request.provider?.name ?? null;
  switch (request.status) {
    case "PENDING":
      return captain ? t("waiting.accept", { captain }) : t("waiting.finding");
    case "ACCEPTED":
    case "IN_PROGRESS":
      return captain ? t("waiting.position", { captain }) : t("waiting.yourCaptain");
    case "COMPLETED":
      return t("waiting.completed");
    case "CANCELLED":
      return t("waiting.cancelled");
    case "UNASSIGNED":
      return t("waiting.unassigned");
    default:
      return request.statusText ?? request.status;
  }
}

/** A sentence for the customer about where the captain is, from the server's tracking phase. */
function navigationInstruction(
  tracking: LiveTracking,
  captainName: string | null,
  t: TrackingTranslate,
): string {
  const captain = captainName ?? t("instruction.yourCaptain");
  switch (tracking.phase) {
    case "arriving-now":
      return t("instruction.arrivingNow", { captain });
    case "almost-there":
      return t("instruction.almostThere", { captain });
    case "nearby":
      return t("instruction.nearby", {
        captain,
        distance: formatNumber(1, { style: "unit", unit: "kilometer", unitDisplay: "short" }),
      });
    default:
      return t("instruction.enRoute", { captain });
  }
}

/** Speed as the panel shows it: "42 km/h", whole numbers. */
const formatSpeed = (kmh: number) =>
  formatNumber(kmh, {
    style: "unit",
    unit: "kilometer-per-hour",
    unitDisplay: "short",
    maximumFractionDigits: 0,
  });

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
  const t = useT(trackingMessages);
  const tracking = request.tracking;
  const { toPickup } = useTrackedRoute(request, preference);
  const figures = tracking ? trackingFigures(tracking, toPickup) : null;
  return (
    <Stack gap="3" aria-label={t("panel.label")} role="group">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="sm" color="fg.muted">
          {t("panel.request", { id: request.shortId })} ·{" "}
          <span data-testid="request-status">{requestStatusLabel(request.status, t)}</span>
        </Text>
        {tracking && (
          <TrackingStatusBadge phase={tracking.phase} status={tracking.status} color={tracking.color} />
        )}
      </HStack>
      {tracking && figures ? (
        <>
          <SimpleGrid columns={3} gap="2">
            <Metric
              label={figures.approximate ? t("panel.distanceApprox") : t("panel.distance")}
              value={formatKm(figures.km)}
            />
            <Metric
              label={figures.approximate ? t("panel.etaApprox") : t("panel.eta")}
              value={formatMinutes(figures.minutes)}
            />
            <Metric
              label={t("panel.speed")}
              value={tracking.speedKmh === null ? "—" : formatSpeed(tracking.speedKmh)}
            />
          </SimpleGrid>
          <Progress.Root value={tracking.progressPercent} size="sm" colorPalette="green">
            <HStack justify="space-between">
              <Progress.Label fontSize="xs">{t("panel.progress")}</Progress.Label>
              <Progress.ValueText fontSize="xs" />
            </HStack>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="sm" aria-live="polite">
            {navigationInstruction(tracking, request.provider?.name ?? null, t)}
          </Text>
        </>
      ) : (
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {waitingText(request, t)}
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
