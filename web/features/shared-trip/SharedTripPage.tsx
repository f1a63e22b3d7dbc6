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
import { enumLabel, formatKm, formatRating } from "../../shared/format";
import { createGraphqlClient, readFragment } from "../../shared/graphql";
import { BrandMark, PhoneIcon } from "../../shared/ui";
import { SharedTripMap } from "./SharedTripMap";
import { SharedTripNotifySwitch } from "./SharedTripNotifySwitch";
import { sharedTripMapMarks } from "./sharedTripMapMarks";
import { SharedTripFields, SharedTripQuery, SharedTripUpdatedSubscription } from "./sharedTripQueries";
import { endedText, sharedTripState } from "./sharedTripState";

const STATUS_PALETTE: Readonly<Record<string, string>> = {
  PENDING: "yellow",
  ACCEPTED: "blue",
  IN_PROGRESS: "purple",
  COMPLETED: "green",
  CANCELLED: "red",
  UNASSIGNED: "orange",
};
const TIME = new Intl.DateTimeFormat("en-AE", { timeStyle: "short", timeZone: "Asia/Dubai" });

/**
 * The public page behind a family share link (/track/:shareToken): no sign-in. Its own GraphQL client
 * offers the token when the socket opens, the one case the server lets an anonymous socket in.
 */
export function SharedTripPage() {
  const { shareToken = "" } = useParams();
  const client = useMemo(() => createGraphqlClient({ connectionParams: { shareToken } }), [shareToken]);
  useEffect(() => {
    document.title = "Live trip – Roadside";
  }, []);
  return (
    <Provider value={client}>
      <SharedTripView shareToken={shareToken} />
    </Provider>
  );
}

function SharedTripView({ shareToken }: { readonly shareToken: string }) {
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
  const marks = state.kind === "trip" ? sharedTripMapMarks(state.trip, state.ended) : null;

  return (
    <Container as="main" id="main" maxW="xl" py={{ base: "4", md: "10" }} px={{ base: "4", md: "6" }}>
      <Stack gap="6">
        <HStack gap="3">
          <BrandMark />
          <Text fontWeight="semibold">Live trip tracking</Text>
        </HStack>

        {state.kind === "loading" && <Skeleton height="64" borderRadius="xl" aria-label="Loading the trip" />}

        {state.kind === "gone" && (
          <Stack bg="bg" borderWidth="1px" borderRadius="xl" p="6" gap="2" textAlign="center">
            <Heading as="h1" size="lg">
              Link expired
            </Heading>
            <Text color="fg.muted">
              This tracking link has expired or does not exist. Links stop working when the job ends.
            </Text>
          </Stack>
        )}

        {state.kind === "unreachable" && (
          <Alert.Root status="error" alignItems="center">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>The trip could not be loaded</Alert.Title>
              <Alert.Description>{state.message}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={() => refetch({ requestPolicy: "network-only" })}>
              Try again
            </Button>
          </Alert.Root>
        )}

        {state.kind === "trip" && (
          <Stack gap="4">
            <Box>
              <Heading as="h1" size="xl">
                {state.trip.sharedByName
                  ? `${state.trip.sharedByName}'s ${enumLabel(state.trip.serviceType)} trip`
                  : "A shared trip"}
              </Heading>
              <Text color="fg.muted">Shared with {state.trip.sharedWithName}</Text>
            </Box>

            <Stack bg="bg" borderWidth="1px" borderRadius="xl" p="5" gap="3" aria-live="polite">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Text fontWeight="semibold" data-testid="shared-trip-status-text">
                  {state.ended ? endedText(state.trip) : (state.trip.statusText ?? "Waiting for a captain")}
                </Text>
                <Badge colorPalette={STATUS_PALETTE[state.trip.status] ?? "gray"} variant="solid" size="md">
                  {enumLabel(state.trip.status)}
                </Badge>
              </HStack>
              {state.ended && (
                <Text fontSize="sm" color="fg.muted">
                  This trip has ended, so the link no longer shows live updates.
                </Text>
              )}
              {!state.ended && state.trip.tracking && (
                <Stack gap="2">
                  <HStack justify="space-between">
                    <Badge colorPalette={state.trip.tracking.color} variant="subtle">
                      {state.trip.tracking.status}
                    </Badge>
                    <Text fontSize="sm">{state.trip.tracking.progressPercent}%</Text>
                  </HStack>
                  <Progress.Root
                    value={state.trip.tracking.progressPercent}
                    colorPalette={state.trip.tracking.color}
                    aria-label="Progress to the pickup"
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
                    <DataList.ItemLabel>Arrives in</DataList.ItemLabel>
                    <DataList.ItemValue>{state.trip.etaMinutes} min</DataList.ItemValue>
                  </DataList.Item>
                )}
                {state.trip.tracking && !state.ended && (
                  <DataList.Item>
                    <DataList.ItemLabel>Distance</DataList.ItemLabel>
                    <DataList.ItemValue>{formatKm(state.trip.tracking.remainingKm)}</DataList.ItemValue>
                  </DataList.Item>
                )}
                {state.trip.tracking?.speedKmh != null && !state.ended && (
                  <DataList.Item>
                    <DataList.ItemLabel>Speed</DataList.ItemLabel>
                    <DataList.ItemValue>{Math.round(state.trip.tracking.speedKmh)} km/h</DataList.ItemValue>
                  </DataList.Item>
                )}
                {state.trip.pickupLocation && (
                  <DataList.Item>
                    <DataList.ItemLabel>Pickup</DataList.ItemLabel>
                    <DataList.ItemValue>{state.trip.pickupLocation}</DataList.ItemValue>
                  </DataList.Item>
                )}
                <DataList.Item>
                  <DataList.ItemLabel>Updated</DataList.ItemLabel>
                  <DataList.ItemValue>
                    {TIME.format(new Date(state.trip.tracking?.positionAt ?? state.trip.updatedAt))}
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
                    Captain
                  </Text>
                  <Text fontWeight="semibold">{state.trip.captainName}</Text>
                  {state.trip.captainRating !== null && (
                    <Text fontSize="sm">★ {formatRating(state.trip.captainRating)}</Text>
                  )}
                </Box>
                {state.trip.captainPhone && !state.ended && (
                  <Button asChild size="sm" variant="outline">
                    <a href={`tel:${state.trip.captainPhone.replace(/[^\d+]/g, "")}`}>
                      <PhoneIcon /> Call captain
                    </a>
                  </Button>
                )}
              </HStack>
            )}
            {live.error && !state.ended && (
              <Text fontSize="xs" color="fg.muted">
                Live updates paused: reconnecting…
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
