import { Badge, Box, Button, Heading, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { formatAed, formatKm, shortRequestId } from "../../shared/format";
import { readErrorText } from "./jobActionError";
import { priorityLabel, serviceLabel } from "./rowText";
import type { useCurrentJobs } from "./useCurrentJobs";
import type { JobActions } from "./useJobActions";

export interface OpenOffersProps {
  readonly jobs: ReturnType<typeof useCurrentJobs>;
  /** Offers known to be withdrawn since the last fetch: hidden at once. */
  readonly withdrawn: ReadonlySet<string>;
  readonly actions: JobActions;
  readonly online: boolean | null;
}

/** Offers the captain can answer now; live, and gone as soon as they are withdrawn. */
export function OpenOffers({ jobs, withdrawn, actions, online }: OpenOffersProps) {
  const offers = jobs.offers.filter(
    (offer) => !withdrawn.has(offer.requestId) && !actions.confirmed.has(offer.requestId),
  );
  return (
    <Box as="section" aria-labelledby="open-offers-title" bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <HStack justify="space-between" mb="3">
        <Heading as="h2" size="md" id="open-offers-title">
          New offers
        </Heading>
        <Badge colorPalette={offers.length > 0 ? "orange" : "gray"}>{offers.length}</Badge>
      </HStack>
      {jobs.loading ? (
        <Spinner size="sm" aria-label="Loading offers" />
      ) : jobs.error && jobs.offers.length === 0 ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          Offers could not be loaded: {readErrorText(jobs.error)}
        </Text>
      ) : offers.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {online
            ? "No offers right now. New ones appear here as they arrive."
            : "Go online to receive offers."}
        </Text>
      ) : (
        <Stack gap="2" as="ul" listStyleType="none" aria-live="polite">
          {offers.map((offer) => {
            const running = actions.running?.requestId === offer.requestId ? actions.running : null;
            return (
              <Box
                as="li"
                key={offer.requestId}
                data-offer-id={offer.requestId}
                borderWidth="1px"
                borderRadius="lg"
                p="3"
              >
                <HStack justify="space-between" align="start" gap="3" wrap="wrap">
                  <Box minW="0">
                    <HStack gap="2">
                      <Text fontWeight="semibold">{serviceLabel(offer.type)}</Text>
                      <Text fontFamily="mono" fontSize="xs" color="fg.muted">
                        {shortRequestId(offer.requestId)}
                      </Text>
                      {offer.priority !== "NORMAL" && <Badge>{priorityLabel(offer.priority)}</Badge>}
                    </HStack>
                    <Text fontSize="sm" lineClamp={1}>
                      {offer.location}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {formatAed(offer.amount)}
                      {offer.distance !== null ? ` · ${formatKm(offer.distance)} away` : ""}
                    </Text>
                  </Box>
                  <HStack gap="2">
                    <Button
                      size="sm"
                      colorPalette="green"
                      loading={running?.action === "accept"}
                      disabled={actions.running !== null}
                      onClick={() => void actions.run("accept", offer.requestId)}
                      aria-label={`Accept offer ${shortRequestId(offer.requestId)}`}
                    >
                      Accept
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      loading={running?.action === "decline"}
                      disabled={actions.running !== null}
                      onClick={() => void actions.run("decline", offer.requestId)}
                      aria-label={`Decline offer ${shortRequestId(offer.requestId)}`}
                    >
                      Decline
                    </Button>
                  </HStack>
                </HStack>
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
