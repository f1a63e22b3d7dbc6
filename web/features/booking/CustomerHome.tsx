import { Box, Button, Grid, GridItem, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useEffect, useMemo, useState } from "react";
import type { ServiceType } from "../../../domain/rules/serviceTypes";
import { formatKm, formatMinutes, formatNumber, formatRating } from "../../shared/format";
import type { LatLng } from "../../shared/geo";
import { useT } from "../../shared/i18n";
import { notify } from "../../shared/toast";
import { FullPageSpinner, TruckIcon } from "../../shared/ui";
import { DEFAULT_CENTER, MapView, useFleetFeed } from "../map";
import type { RoutePreference } from "../routes";
import {
  CancelRequestDialog,
  type ProviderInfo,
  ProviderInfoDialog,
  TrackingDialog,
  trackingFigures,
  useTrackedRequest,
  useTrackedRoute,
} from "../tracking";
import { type BookingDraft, currentLocationText, vehicleFromSaved } from "./bookingDraft";
import { type BookingFlow, comparisonOf, flowService, IDLE, pickProvider } from "./bookingFlow";
import { type BookingOrder, useBookService } from "./data/useBookService";
import type { HomeRequest } from "./data/useHomeRequest";
import { useHomeRequest } from "./data/useHomeRequest";
import { usePricing } from "./data/usePricing";
import {
  type BookingMode,
  type RankedProvider,
  useNearbyProviders,
  useRankedProviders,
} from "./data/useProviders";
import { useScheduleSlots } from "./data/useScheduleSlots";
import { useAvailableTrucks } from "./data/useTrucks";
import { useVehicles } from "./data/useVehicles";
import { QuickBookingDialog } from "./dialogs/QuickBookingDialog";
import { RequestDetailsDialog } from "./dialogs/RequestDetailsDialog";
import { ScheduleDialog } from "./dialogs/ScheduleDialog";
import { TowingRequestDialog } from "./dialogs/TowingRequestDialog";
import { VehicleSelectionDialog } from "./dialogs/VehicleSelectionDialog";
import { HomeTopBar } from "./HomeTopBar";
import { LocationAccessRequired } from "./LocationAccessRequired";
import { leftPanelFor } from "./leftPanel";
import {
  captainPosition,
  fleetBoxAround,
  mapService,
  providerMarker,
  queryPointOf,
  requestPins,
  requestRoute,
  truckMarker,
} from "./mapMarkers";
import { bookingMessages } from "./messages";
import { ActiveRequestPanel } from "./panels/ActiveRequestPanel";
import { AvailableNearYouPanel, type NearbySuggestion } from "./panels/AvailableNearYouPanel";
import { BookingConfirmationPanel } from "./panels/BookingConfirmationPanel";
import { ConditionsCard } from "./panels/ConditionsCard";
import { EmergencyServicesPanel } from "./panels/EmergencyServicesPanel";
import { ProviderComparisonPanel } from "./panels/ProviderComparisonPanel";
import { RequestDialogActions } from "./panels/RequestDialogActions";
import { useCustomerLocation } from "./useCustomerLocation";
import { useServiceName } from "./useServiceName";

/** The emergency button's vehicle when the customer has none saved (spec §3 "placeholder vehicleDetails"). */
const UNKNOWN_VEHICLE = { make: "Unknown", model: "Vehicle" };
/** Spec §4: the arrival minutes announced when the server gave none. */
const DEFAULT_ARRIVAL_MIN = 8;

const TERMINAL = new Set(["COMPLETED", "CANCELLED"]);

const providerInfo = (entry: RankedProvider): ProviderInfo => ({
  name: entry.provider.name,
  phone: entry.provider.phone,
  displayRating: entry.provider.displayRating,
  totalJobs: entry.provider.totalJobs,
  totalRatings: entry.provider.totalRatings,
  responseTimeMinutes: entry.responseTimeMinutes,
  services: entry.provider.services,
});

/**
 * The customer's home (spec §2.4): top bar, the left panel by precedence, the live map with the
 * emergency button, and Emergency Services. Everything comes from GraphQL: prices, ranked captains,
 * the active request and its live tracking (subscriptions, no client timers).
 */
export function CustomerHome() {
  const t = useT(bookingMessages);
  const position = useCustomerLocation();
  // Where help goes: the device's position, or central Dubai when it cannot be had (spec §3 fallback).
  const location = position.location ?? (position.status === "failed" ? DEFAULT_CENTER : null);
  // Rounded to ~100 m: queries keyed on it do not refetch on every GPS jitter.
  const pointKey = location ? JSON.stringify(queryPointOf(location)) : null;
  const queryPoint = useMemo(() => (pointKey ? (JSON.parse(pointKey) as LatLng) : null), [pointKey]);
  const pricing = usePricing();
  const nearby = useNearbyProviders(queryPoint);
  const vehicles = useVehicles();
  const home = useHomeRequest();
  const booking = useBookService();
  const [cancelOpen, setCancelOpen] = useState(false);
  const trucks = useAvailableTrucks(queryPoint);
  const fleet = useFleetFeed(useMemo(() => fleetBoxAround(queryPoint), [queryPoint]));

  const [flow, setFlow] = useState<BookingFlow>(IDLE);
  const [followedId, setFollowedId] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<{ requestId: string; mode: BookingMode } | null>(null);
  const [selectedProvider, setSelectedProvider] = useState<RankedProvider | null>(null);
  const [trackingOpen, setTrackingOpen] = useState(false);
  const [info, setInfo] = useState<ProviderInfo | null>(null);

  useEffect(() => {
    document.title = "Roadside – Get help";
  }, []);

  // The server's active request is followed as soon as it is known (after a reload, say).
  const activeId = home.request?.id ?? null;
  useEffect(() => {
    if (activeId) setFollowedId(activeId);
  }, [activeId]);

  const tracked = useTrackedRequest(followedId);
  const request = tracked.request;
  const finished = request !== null && TERMINAL.has(request.status);
  const pins = useMemo(() => requestPins(request), [request]);
  const captain = useMemo(() => captainPosition(request), [request]);
  const route = useMemo(() => requestRoute(request), [request]);
  const [routePreference, setRoutePreference] = useState<RoutePreference>("fastest");
  const planned = useTrackedRoute(request, routePreference);
  const figures = request?.tracking ? trackingFigures(request.tracking, planned.toPickup) : null;

  // "Afterwards the tracking and confirmation panels close" (spec §4): a cancelled request leaves them.
  useEffect(() => {
    if (request?.status === "CANCELLED") setConfirmation(null);
  }, [request?.status]);

  const comparison = comparisonOf(flow);
  const service = flowService(flow);
  const ranked = useRankedProviders(comparison?.draft.service ?? null, queryPoint, comparison?.mode ?? "now");
  const scheduleSlots = useScheduleSlots(service ?? "towing", flow.kind !== "schedule");

  const panel = leftPanelFor({
    comparingProviders: comparison !== null,
    captainOnTheWay: confirmation?.mode === "now" && request !== null && !finished,
    scheduledConfirmed: confirmation?.mode === "schedule" && request !== null && !finished,
    hasActiveRequest: followedId !== null,
    hasSelectedProvider: selectedProvider !== null,
  });

  if (position.status === "denied") {
    return <LocationAccessRequired message={position.message} onEnable={position.locate} />;
  }

  const afterBooked = (created: HomeRequest, mode: BookingMode, eta: number | null) => {
    setFollowedId(created.id);
    setConfirmation({ requestId: created.id, mode });
    setSelectedProvider(null);
    home.refresh();
    if (mode === "now") {
      const captain = created.provider?.name ?? t("home.yourCaptain");
      notify.success(
        t("home.bookedTitle"),
        t("home.bookedBody", {
          captain,
          count: eta ?? DEFAULT_ARRIVAL_MIN,
          minutes: formatNumber(eta ?? DEFAULT_ARRIVAL_MIN),
        }),
      );
    } else {
      notify.success(t("home.scheduledTitle"), t("home.scheduledBody"));
    }
  };

  const place = location
    ? { location: currentLocationText(location), latitude: location.latitude, longitude: location.longitude }
    : null;

  const book = async (order: BookingOrder, mode: BookingMode, eta: number | null) => {
    const created = await booking.book(order);
    afterBooked(created, mode, eta);
    return created;
  };

  const startService = (chosen: ServiceType, provider: RankedProvider | null = null) =>
    setFlow({ kind: "vehicle", service: chosen, provider });

  const emergency = async () => {
    if (!place) return;
    const primary = vehicles.vehicles[0];
    try {
      await booking.book({
        draft: {
          service: "towing",
          vehicle: primary ? vehicleFromSaved(primary) : UNKNOWN_VEHICLE,
          pickup: place,
        },
        providerId: null,
        priority: "URGENT",
        // One tap cannot carry a card form: the emergency booking is cash, and says so.
        paymentMethod: "CASH",
      });
      notify.success(t("home.emergencySentTitle"), t("home.emergencySentBody"));
      home.refresh();
    } catch {
      notify.error(t("home.bookingFailedTitle"), t("home.bookingFailedBody"));
    }
  };

  // The dialog asks first, with the server's cancellation terms (a fee once a captain is on the way).
  const cancel = () => setCancelOpen(true);

  const afterCancelled = () => {
    setCancelOpen(false);
    notify.success(t("home.cancelledTitle"), t("home.cancelledBody"));
    setConfirmation(null);
    setFollowedId(null);
    setTrackingOpen(false);
    home.refresh();
  };

  const leaveRequest = () => {
    setFollowedId(null);
    setConfirmation(null);
    home.refresh();
  };

  const suggestions: NearbySuggestion[] | null = nearby.byService
    ? (Object.entries(nearby.byService) as [ServiceType, readonly RankedProvider[]][]).flatMap(
        ([kind, list]) => {
          const nearest = list.find((entry) => entry.isNearest) ?? list[0];
          return nearest
            ? [
                {
                  service: kind,
                  providerName: nearest.provider.name,
                  rating: nearest.rating,
                  distanceKm: nearest.distanceKm,
                  etaMinutes: nearest.etaMinutes,
                },
              ]
            : [];
        },
      )
    : null;

  const mapProviders = (
    comparison ? (ranked.providers ?? []) : (nearby.byService?.[service ?? "towing"] ?? [])
  )
    .map(providerMarker)
    .filter((marker) => marker !== null);

  const findRanked = (id: string) =>
    (comparison ? ranked.providers : nearby.byService?.[service ?? "towing"])?.find(
      (entry) => entry.provider.id === id,
    ) ?? null;

  const leftPanel = (() => {
    if (home.error && !request) {
      return (
        <Stack gap="2" role="alert">
          <Text color="red.600">{t("home.requestsFailed", { error: home.error })}</Text>
          <Button size="sm" variant="outline" onClick={home.refresh}>
            {t("home.tryAgain")}
          </Button>
        </Stack>
      );
    }
    switch (panel) {
      case "provider-comparison":
        return comparison ? (
          <ProviderComparisonPanel
            service={comparison.draft.service}
            mode={comparison.mode}
            vehicleLabel={[comparison.draft.vehicle.make, comparison.draft.vehicle.model].join(" ")}
            providers={ranked.providers}
            error={ranked.error}
            onRetry={ranked.retry}
            onSelect={(provider) => setFlow(pickProvider(comparison, provider))}
            onInfo={(provider) => setInfo(providerInfo(provider))}
            onSendToNearest={
              comparison.mode === "now" && place
                ? () =>
                    book(
                      {
                        draft: { ...comparison.draft, pickup: comparison.draft.pickup ?? place },
                        providerId: null,
                        // No captain is chosen, so no quote and no card step: the nearest captain is paid in cash.
                        paymentMethod: "CASH",
                      },
                      "now",
                      null,
                    )
                      .then(() => {
                        setFlow(IDLE);
                        notify.info(t("home.cashTitle"), t("home.cashBody"));
                      })
                      .catch(() => notify.error(t("home.bookingFailedTitle"), t("home.bookingFailedBody")))
                : undefined
            }
            onClose={() => setFlow(IDLE)}
          />
        ) : null;
      case "captain-on-the-way":
      case "scheduled-confirmation":
        return request && confirmation ? (
          <BookingConfirmationPanel
            request={request}
            mode={confirmation.mode}
            onTrack={() => setTrackingOpen(true)}
            onDetails={() => setConfirmation(null)}
          />
        ) : null;
      case "request-details":
        if (followedId !== null) {
          return request ? (
            <ActiveRequestPanel
              request={request}
              onTrack={() => setTrackingOpen(true)}
              onProviderInfo={() =>
                request.provider && setInfo({ ...request.provider, services: request.provider.services })
              }
              onCancel={cancel}
              cancelling={cancelOpen}
              onDone={leaveRequest}
              extraActions={
                <RequestDialogActions requestId={request.id} captainName={request.provider?.name} />
              }
            />
          ) : tracked.error ? (
            <Text color="red.600" role="alert">
              {t("home.liveUnavailable", { error: tracked.error })}
            </Text>
          ) : (
            <Stack gap="2" role="status" aria-busy="true" aria-label={t("home.loadingRequest")}>
              <Skeleton height="6" width="60%" />
              <Skeleton height="24" />
            </Stack>
          );
        }
        return selectedProvider ? (
          <SelectedProviderPanel
            entry={selectedProvider}
            service={service ?? "towing"}
            onBook={() => startService(service ?? "towing", selectedProvider)}
            onClose={() => setSelectedProvider(null)}
          />
        ) : null;
      default:
        return (
          <AvailableNearYouPanel
            suggestions={suggestions}
            error={nearby.error}
            onRetry={nearby.retry}
            onBook={(chosen) => startService(chosen)}
          />
        );
    }
  })();

  return (
    <Box display="flex" flexDirection="column" height={{ base: "auto", lg: "100vh" }} minH="100vh">
      <HomeTopBar activeRequestId={home.request?.id ?? null} />
      <Grid
        as="main"
        id="main"
        flex="1"
        minH="0"
        templateColumns={{ base: "minmax(0, 1fr)", lg: "22rem minmax(0, 1fr) 20rem" }}
        templateAreas={{ base: `"map" "left" "right"`, lg: `"left map right"` }}
      >
        <GridItem
          area="left"
          p="4"
          bg="bg"
          borderEndWidth={{ lg: "1px" }}
          overflowY="auto"
          aria-live="polite"
        >
          {leftPanel}
        </GridItem>
        <GridItem area="map" position="relative" height={{ base: "55vh", lg: "auto" }} minH="80">
          {position.status === "locating" && !location ? (
            <FullPageSpinner label={t("home.locating")} />
          ) : (
            <MapView
              userLocation={location}
              onRequestLocation={position.locate}
              gpsTracking={{ active: position.tracking, onToggle: position.toggleTracking }}
              label={t("home.mapLabel")}
              providers={mapProviders}
              towingTrucks={trucks.map(truckMarker).filter((marker) => marker !== null)}
              fleet={fleet}
              selectedService={mapService(service)}
              vehicleSelected={comparison !== null}
              onProviderAction={(marker) => {
                const entry = findRanked(marker.id);
                if (!entry) return;
                if (comparison) setFlow(pickProvider(comparison, entry));
                else setSelectedProvider(entry);
              }}
              onTruckBook={(marker) => {
                const truck = trucks.find((candidate) => candidate.id === marker.id) ?? null;
                setFlow({ kind: "towing", truck });
              }}
              route={route}
              plannedRoutes={planned.lines}
              onRoutePreferenceChange={setRoutePreference}
              pins={pins}
              captain={captain}
              fitKey={request?.id ?? null}
              routeCard={
                figures ? { etaMinutes: figures.minutes, live: true, approximate: figures.approximate } : null
              }
              cornerAction={
                <Button
                  colorPalette="red"
                  size="sm"
                  shadow="lg"
                  onClick={emergency}
                  loading={booking.pending && flow.kind === "idle"}
                  aria-label={t("home.emergencyLabel")}
                >
                  <TruckIcon /> {t("home.emergency")}
                </Button>
              }
            />
          )}
        </GridItem>
        <GridItem area="right" p="4" bg="bg" borderStartWidth={{ lg: "1px" }} overflowY="auto">
          <Stack gap="5">
            <EmergencyServicesPanel
              prices={pricing.prices}
              pricesError={pricing.error}
              onSelectService={(chosen) => startService(chosen)}
              canChat={request !== null && request.provider !== null && !finished}
              onOpenChat={() =>
                request?.provider && openMessagingApp(request.provider.phone, request.shortId)
              }
            />
            <ConditionsCard />
          </Stack>
        </GridItem>
      </Grid>

      {flow.kind === "vehicle" && (
        <VehicleSelectionDialog
          open
          vehicles={vehicles.loaded ? vehicles.vehicles : null}
          error={vehicles.error}
          onAddVehicle={vehicles.add}
          onClose={() => setFlow(IDLE)}
          onManualEntry={() =>
            setFlow(
              flow.service === "towing"
                ? { kind: "towing", truck: null }
                : { kind: "details", service: flow.service },
            )
          }
          onChoose={(vehicle, timing) => {
            const compare = {
              kind: "compare" as const,
              mode: timing,
              draft: { service: flow.service, vehicle: vehicleFromSaved(vehicle) } satisfies BookingDraft,
            };
            setFlow(flow.provider ? pickProvider(compare, flow.provider) : compare);
          }}
        />
      )}
      {flow.kind === "details" && location && (
        <RequestDetailsDialog
          open
          service={flow.service}
          price={pricing.prices?.[flow.service] ?? null}
          userLocation={location}
          onClose={() => setFlow(IDLE)}
          onContinue={(draft) => setFlow({ kind: "compare", mode: "now", draft })}
        />
      )}
      {flow.kind === "towing" && location && (
        <TowingRequestDialog
          open
          userLocation={location}
          preselectedTruck={flow.truck}
          onClose={() => setFlow(IDLE)}
          onSubmit={async (draft, truck, payment) => {
            // A failure stays in the payment step, which shows why (a declined card, say).
            await book({ draft, providerId: truck.providerId, ...payment }, "now", null);
            setFlow(IDLE);
            setTrackingOpen(true);
          }}
        />
      )}
      {flow.kind === "quick" && location && (
        <QuickBookingDialog
          open
          draft={flow.from.draft}
          provider={flow.provider}
          userLocation={location}
          onClose={() => setFlow(confirmation ? IDLE : flow.from)}
          onBook={async ({ draft, payment }) => {
            await book(
              {
                draft,
                providerId: flow.provider.provider.id,
                ...payment,
              },
              "now",
              flow.provider.etaMinutes,
            );
          }}
          onTrack={() => {
            setFlow(IDLE);
            setTrackingOpen(true);
          }}
        />
      )}
      {flow.kind === "schedule" && location && (
        <ScheduleDialog
          open
          draft={flow.from.draft}
          provider={flow.provider}
          userLocation={location}
          days={scheduleSlots.days}
          error={scheduleSlots.error}
          onRetry={scheduleSlots.retry}
          onClose={() => setFlow(flow.from)}
          onConfirm={async ({ draft, slot, payment }) => {
            await book(
              {
                draft,
                providerId: flow.provider.provider.id,
                scheduledAt: slot.startsAt,
                ...payment,
              },
              "schedule",
              null,
            );
            setFlow(IDLE);
          }}
        />
      )}
      {trackingOpen && request && (
        <TrackingDialog request={request} open onOpenChange={(open) => setTrackingOpen(open)} />
      )}
      {cancelOpen && request && (
        <CancelRequestDialog
          requestId={request.id}
          open
          onClose={() => setCancelOpen(false)}
          onCancelled={afterCancelled}
        />
      )}
      {info && <ProviderInfoDialog provider={info} open onOpenChange={(open) => !open && setInfo(null)} />}
    </Box>
  );
}

/**
 * Messages the captain through the messaging app (spec §7 External: the number prefixed 971 and a
 * prefilled text) until the in-app chat dialog mounts here.
 */
function openMessagingApp(phone: string, shortId: string) {
  const digits = phone.replace(/\D/g, "");
  const international = digits.startsWith("971") ? digits : `971${digits.replace(/^0/, "")}`;
  const text = encodeURIComponent(`Hello, this is about my Roadside request #${shortId}.`);
  window.open(`https://wa.me/${international}?text=${text}`, "_blank", "noopener");
}

/** A captain picked on the map, before any booking (spec §2.4 panel 4). */
function SelectedProviderPanel({
  entry,
  service,
  onBook,
  onClose,
}: {
  readonly entry: RankedProvider;
  readonly service: ServiceType;
  readonly onBook: () => void;
  readonly onClose: () => void;
}) {
  const t = useT(bookingMessages);
  const serviceName = useServiceName();
  const figures = {
    badge: entry.rankBadge ?? "",
    rating: formatRating(entry.rating),
    distance: formatKm(entry.distanceKm),
    eta: formatMinutes(entry.etaMinutes),
  };
  return (
    <Box as="section" aria-labelledby="selected-provider-heading">
      <Stack gap="2">
        <Heading as="h2" id="selected-provider-heading" size="md">
          {entry.provider.name}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {entry.rankBadge ? t("home.providerFiguresRanked", figures) : t("home.providerFigures", figures)}
        </Text>
        <Stack direction="row" gap="2">
          <Button colorPalette="red" size="sm" onClick={onBook}>
            {t("home.bookService", { service: serviceName(service) })}
          </Button>
          <Button variant="outline" size="sm" onClick={onClose}>
            {t("home.close")}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
