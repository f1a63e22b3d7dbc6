import { Badge, Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useT } from "../../shared/i18n";
import { StarIcon } from "../../shared/ui";
import { historyMessages } from "./messages";
import type { RequestCardView } from "./requestCardView";

function Stars({ rating, label }: { readonly rating: number; readonly label: string }) {
  const t = useT(historyMessages);
  return (
    <HStack gap="0.5" aria-label={t("card.stars", { label, rating })} role="img">
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          boxSize="4"
          color={star <= rating ? "yellow.500" : "fg.subtle"}
          fill={star <= rating ? "currentColor" : "none"}
        />
      ))}
    </HStack>
  );
}

export interface RequestCardProps {
  readonly view: RequestCardView;
  readonly onReview: () => void;
  readonly onMessage?: () => void;
  readonly onPhotos?: () => void;
  readonly onFamilySafety?: () => void;
  /** The request's payment, invoice and credit notes (the customer's view). */
  readonly money?: ReactNode;
}

/** One request in the history (spec §2.8). */
export function RequestCard({
  view,
  onReview,
  onMessage,
  onPhotos,
  onFamilySafety,
  money,
}: RequestCardProps) {
  const t = useT(historyMessages);
  const priorities: Readonly<Record<string, string>> = {
    low: t("card.priority.low"),
    high: t("card.priority.high"),
    urgent: t("card.priority.urgent"),
    critical: t("card.priority.critical"),
    emergency: t("card.priority.emergency"),
  };
  const services: Readonly<Record<string, string>> = {
    towing: t("service.towing"),
    "jump-start": t("service.jump-start"),
    "tire-change": t("service.tire-change"),
    "fuel-delivery": t("service.fuel-delivery"),
  };
  const statuses: Readonly<Record<string, string>> = {
    pending: t("status.pending"),
    accepted: t("status.accepted"),
    "in-progress": t("status.in-progress"),
    completed: t("status.completed"),
    cancelled: t("status.cancelled"),
    unassigned: t("status.unassigned"),
  };
  return (
    <Box as="article" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: "4", md: "5" }} shadow="xs">
      <Stack gap="3">
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="0.5">
            <HStack gap="2" wrap="wrap">
              <Text as="h2" fontWeight="semibold" fontSize="lg">
                {services[view.serviceType] ?? view.title}
              </Text>
              {view.priority && (
                <Badge
                  colorPalette={
                    view.priority === "emergency" || view.priority === "urgent" ? "red" : "orange"
                  }
                >
                  {priorities[view.priority] ?? view.priority}
                </Badge>
              )}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {view.createdAt}
            </Text>
          </Stack>
          <Badge colorPalette={view.statusPalette} variant="solid" size="md">
            {statuses[view.status] ?? view.status}
          </Badge>
        </HStack>

        <Stack gap="1" fontSize="sm">
          <Text>
            <Text as="span" color="fg.muted">
              {t("card.pickup")}{" "}
            </Text>
            {view.pickup}
          </Text>
          {view.destination && (
            <Text>
              <Text as="span" color="fg.muted">
                {t("card.destination")}{" "}
              </Text>
              {view.destination}
            </Text>
          )}
          {view.vehicle && (
            <Text>
              <Text as="span" color="fg.muted">
                {t("card.vehicle")}{" "}
              </Text>
              {view.vehicle}
            </Text>
          )}
          {view.description && <Text color="fg.muted">{view.description}</Text>}
        </Stack>

        <HStack justify="space-between" gap="3" wrap="wrap">
          {view.price && <Text fontWeight="semibold">{view.price}</Text>}
          {view.myRating !== null && <Stars rating={view.myRating} label={t("card.yourRating")} />}
        </HStack>

        {money}

        {view.theirReview && (
          <Box bg="bg.muted" borderRadius="md" p="3">
            {view.theirReview.rating !== null && (
              <Stars rating={view.theirReview.rating} label={t("card.theirRating")} />
            )}
            <Text fontSize="sm" mt="1">
              “{view.theirReview.text}”
            </Text>
          </Box>
        )}

        {(view.canReview ||
          (view.canMessage && onMessage) ||
          (view.canAddPhotos && onPhotos) ||
          (view.canShare && onFamilySafety)) && (
          <HStack gap="2" wrap="wrap">
            {view.canReview && (
              <Button size="sm" colorPalette="red" onClick={onReview}>
                {t("card.review")}
              </Button>
            )}
            {view.canMessage && onMessage && (
              <Button size="sm" variant="outline" onClick={onMessage}>
                {t("card.message")}
              </Button>
            )}
            {view.canAddPhotos && onPhotos && (
              <Button size="sm" variant="outline" onClick={onPhotos}>
                {t("card.photos")}
              </Button>
            )}
            {view.canShare && onFamilySafety && (
              <Button size="sm" variant="outline" onClick={onFamilySafety}>
                {t("card.familySafety")}
              </Button>
            )}
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
