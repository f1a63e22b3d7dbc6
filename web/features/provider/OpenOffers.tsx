import { Badge, Box, Button, Heading, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { formatAed, formatKm, shortRequestId } from "../../shared/format";
import { useT } from "../../shared/i18n";
import { readErrorText } from "./jobActionError";
import { providerMessages } from "./messages";
import { actionLabel } from "./rowActions";
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
  const t = useT(providerMessages);
  const offers = jobs.offers.filter(
    (offer) => !withdrawn.has(offer.requestId) && !actions.confirmed.has(offer.requestId),
  );
  return (
    <Box as="section" aria-labelledby="open-offers-title" bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <HStack justify="space-between" mb="3">
        <Heading as="h2" size="md" id="open-offers-title">
          {t("offers.title")}
        </Heading>
        <Badge colorPalette={offers.length > 0 ? "orange" : "gray"}>{offers.length}</Badge>
      </HStack>
      {jobs.loading ? (
        <Spinner size="sm" aria-label={t("offers.loading")} />
      ) : jobs.error && jobs.offers.length === 0 ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {t("offers.failed", { reason: readErrorText(t, jobs.error) })}
        </Text>
      ) : offers.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {online ? t("offers.noneOnline") : t("offers.goOnline")}
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
                      <Text fontWeight="semibold">{serviceLabel(t, offer.type)}</Text>
                      <Text fontFamily="mono" fontSize="xs" color="fg.muted">
                        {shortRequestId(offer.requestId)}
                      </Text>
                      {offer.priority !== "NORMAL" && <Badge>{priorityLabel(t, offer.priority)}</Badge>}
                    </HStack>
                    <Text fontSize="sm" lineClamp={1}>
                      {offer.location}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {offer.distance !== null
                        ? t("offers.away", {
                            price: formatAed(offer.amount),
                            distance: formatKm(offer.distance),
                          })
                        : formatAed(offer.amount)}
                    </Text>
                  </Box>
                  <HStack gap="2">
                    <Button
                      size="sm"
                      colorPalette="green"
                      loading={running?.action === "accept"}
                      disabled={actions.running !== null}
                      onClick={() => void actions.run("accept", offer.requestId)}
                      aria-label={t("offers.acceptLabel", { id: shortRequestId(offer.requestId) })}
                    >
                      {actionLabel(t, "accept")}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      loading={running?.action === "decline"}
                      disabled={actions.running !== null}
                      onClick={() => void actions.run("decline", offer.requestId)}
                      aria-label={t("offers.declineLabel", { id: shortRequestId(offer.requestId) })}
                    >
                      {actionLabel(t, "decline")}
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
