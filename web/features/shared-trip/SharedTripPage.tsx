import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  DataList,
  Heading,
  HStack,
  Progress,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useEffect, useMemo } from "react";
import { useParams } from "react-router";
import { Provider, useQuery, useSubscription } from "urql";
import { SUPPORT_PHONE } from "../../shared/config";
import { formatKm, formatMinutes, formatNumber, formatRating, formatTime } from "../../shared/format";
import { createGraphqlClient, readFragment } from "../../shared/graphql";
import { type Translate, useT } from "../../shared/i18n";
import { BrandMark, PhoneIcon } from "../../shared/ui";
import { useTrackingTexts } from "../tracking";
import { sharedTripMessages } from "./messages";
import { SharedTripMap } from "./SharedTripMap";
import { SharedTripNotifySwitch } from "./SharedTripNotifySwitch";
import { sharedTripMapMarks } from "./sharedTripMapMarks";
import {
  type SharedTrip,
  SharedTripFields,
  SharedTripQuery,
  SharedTripUpdatedSubscription,
} from "./sharedTripQueries";
import { sharedTripState } from "./sharedTripState";

const STATUS_PALETTE: Readonly<Record<string, string>> = {
  PENDING: "yellow",
  ACCEPTED: "blue",
  IN_PROGRESS: "purple",
  COMPLETED: "green",
  CANCELLED: "red",
  UNASSIGNED: "orange",
};

type SharedTripTranslate = Translate<typeof sharedTripMessages.english>;

/** The trip's status in a sentence (spec §4's texts), or what the page waits for / says once it ended. */
function statusSentence(trip: SharedTrip, ended: boolean, t: SharedTripTranslate): string {
  switch (trip.status) {
    case "ACCEPTED":
      return t("statusText.accepted");
    case "IN_PROGRESS":
      return t("statusText.inProgress");
    case "COMPLETED":
      return t("statusText.completed");
    case "CANCELLED":
      return t("statusText.cancelled");
    case "UNASSIGNED":
      return t("statusText.unassigned", { phone: SUPPORT_PHONE });
    default:
      return ended ? t("statusText.ended") : t("statusText.waiting");
  }
}

/**
 * The public page behind a family share link (/track/:shareToken): no sign-in. Its own GraphQL client
 * offers the token when the socket opens, the one case the server lets an anonymous socket in.
 */
export function SharedTripPage() {
  const t = useT(sharedTripMessages);
  const { shareToken = "" } = useParams();
  const client = useMemo(() => createGraphqlClient({ connectionParams: { shareToken } }), [shareToken]);
  const title = t("documentTitle");
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Provider value={client}>
      <SharedTripView shareToken={shareToken} />
    </Provider>
  );
}

function SharedTripView({ shareToken }: { readonly shareToken: string }) {
  const t = useT(sharedTripMessages);
  const named = useTrackingTexts();
  const [first, refetch] = useQuery({
    query: SharedTripQuery,
    variables: { shareToken },
    requestPolicy: "network-only",
  });
  // Subscribed only once the link is known to work: a refused socket would only retry.
  const [live] = useSubscription({
    query: SharedTripUpdatedSubscription,
    variables: { shareToken },
    pause: !first.data,
  });
  const state = sharedTripState({
    fetched: first.data ? readFragment(SharedTripFields, first.data.sharedTrip) : null,
    live: live.data ? readFragment(SharedTripFields, live.data.sharedTripUpdated) : null,
    fetchErrorCode: (first.error?.graphQLErrors[0]?.extensions?.code as string | undefined) ?? null,
    fetchErrorMessage: first.error?.message ?? null,
  });
  const marks =
    state.kind === "trip"
      ? sharedTripMapMarks(state.trip, state.ended, { pickup: t("map.pickup"), captain: t("map.captain") })
      : null;

  return (
    <Container as="main" id="main" maxW="xl" py={{ base: "4", md: "10" }} px={{ base: "4", md: "6" }}>
      <Stack gap="6">
        <HStack gap="3">
          <BrandMark />
          <Text fontWeight="semibold">{t("brand")}</Text>
        </HStack>

        {state.kind === "loading" && <Skeleton height="64" borderRadius="xl" aria-label={t("loading")} />}

        {state.kind === "gone" && (
          <Stack bg="bg" borderWidth="1px" borderRadius="xl" p="6" gap="2" textAlign="center">
            <Heading as="h1" size="lg">
              {t("gone.title")}
            </Heading>
            <Text color="fg.muted">{t("gone.text")}</Text>
          </Stack>
        )}

        {state.kind === "unreachable" && (
          <Alert.Root status="error" alignItems="center">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t("unreachable")}</Alert.Title>
              <Alert.Description>{state.message}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={() => refetch({ requestPolicy: "network-only" })}>
              {t("tryAgain")}
            </Button>
          </Alert.Root>
        )}

        {state.kind === "trip" && (
          <Stack gap="4">
            <Box>
              <Heading as="h1" size="xl">
                {state.trip.sharedByName
                  ? t("title", {
                      name: state.trip.sharedByName,
                      service: named.service(state.trip.serviceType),
                    })
                  : t("titleAnonymous")}
              </Heading>
              <Text color="fg.muted">{t("sharedWith", { name: state.trip.sharedWithName })}</Text>
            </Box>

            <Stack bg="bg" borderWidth="1px" borderRadius="xl" p="5" gap="3" aria-live="polite">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Text fontWeight="semibold" data-testid="shared-trip-status-text">
                  {statusSentence(state.trip, state.ended, t)}
                </Text>
                <Badge colorPalette={STATUS_PALETTE[state.trip.status] ?? "gray"} variant="solid" size="md">
                  {named.status(state.trip.status)}
                </Badge>
              </HStack>
              {state.ended && (
                <Text fontSize="sm" color="fg.muted">
                  {t("endedNote")}
                </Text>
              )}
              {!state.ended && state.trip.tracking && (
                <Stack gap="2">
                  <HStack justify="space-between">
                    <Badge colorPalette={state.trip.tracking.color} variant="subtle">
                      {named.phase(state.trip.tracking.phase, state.trip.tracking.status)}
                    </Badge>
                    <Text fontSize="sm">
                      {formatNumber(state.trip.tracking.progressPercent / 100, { style: "percent" })}
                    </Text>
                  </HStack>
                  <Progress.Root
                    value={state.trip.tracking.progressPercent}
                    colorPalette={state.trip.tracking.color}
                    aria-label={t("progress")}
                  >
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                </Stack>
              )}
              <DataList.Root orientation="horizontal" size="sm">
                {state.trip.etaMinutes !== null && !state.ended && (
                  <DataList.Item>
                    <DataList.ItemLabel>{t("arrivesIn")}</DataList.ItemLabel>
                    <DataList.ItemValue>{formatMinutes(state.trip.etaMinutes)}</DataList.ItemValue>
                  </DataList.Item>
                )}
                {state.trip.tracking && !state.ended && (
                  <DataList.Item>
                    <DataList.ItemLabel>{t("distance")}</DataList.ItemLabel>
                    <DataList.ItemValue>{formatKm(state.trip.tracking.remainingKm)}</DataList.ItemValue>
                  </DataList.Item>
                )}
                {state.trip.tracking?.speedKmh != null && !state.ended && (
                  <DataList.Item>
                    <DataList.ItemLabel>{t("speed")}</DataList.ItemLabel>
                    <DataList.ItemValue>
                      {formatNumber(state.trip.tracking.speedKmh, {
                        style: "unit",
                        unit: "kilometer-per-hour",
                        unitDisplay: "short",
                        maximumFractionDigits: 0,
                      })}
                    </DataList.ItemValue>
                  </DataList.Item>
                )}
                {state.trip.pickupLocation && (
                  <DataList.Item>
                    <DataList.ItemLabel>{t("pickup")}</DataList.ItemLabel>
                    <DataList.ItemValue>{state.trip.pickupLocation}</DataList.ItemValue>
                  </DataList.Item>
                )}
                <DataList.Item>
                  <DataList.ItemLabel>{t("updated")}</DataList.ItemLabel>
                  <DataList.ItemValue>
                    {formatTime(state.trip.tracking?.positionAt ?? state.trip.updatedAt)}
                  </DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
            </Stack>

            {/* Nothing more is sent once the trip ended: the switch goes with the live updates. */}
            {!state.ended && <SharedTripNotifySwitch shareToken={shareToken} />}

            {marks && (
              <SharedTripMap
                requestId={state.trip.requestId}
                marks={marks}
                sharedByName={state.trip.sharedByName}
              />
            )}

            {state.trip.captainName && (
              <HStack
                bg="bg"
                borderWidth="1px"
                borderRadius="xl"
                p="5"
                justify="space-between"
                gap="3"
                wrap="wrap"
              >
                <Box>
                  <Text fontSize="sm" color="fg.muted">
                    {t("captain")}
                  </Text>
                  <Text fontWeight="semibold">{state.trip.captainName}</Text>
                  {state.trip.captainRating !== null && (
                    <Text fontSize="sm">★ {formatRating(state.trip.captainRating)}</Text>
                  )}
                </Box>
                {state.trip.captainPhone && !state.ended && (
                  <Button asChild size="sm" variant="outline">
                    <a href={`tel:${state.trip.captainPhone.replace(/[^\d+]/g, "")}`}>
                      <PhoneIcon /> {t("callCaptain")}
                    </a>
                  </Button>
                )}
              </HStack>
            )}
            {live.error && !state.ended && (
              <Text fontSize="xs" color="fg.muted">
                {t("reconnecting")}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
