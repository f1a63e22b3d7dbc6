import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Stat, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { formatAed, formatNumber, formatWhen } from "../../shared/format";
import { useT } from "../../shared/i18n";
import { HistoryIcon } from "../../shared/ui";
import { profileMessages } from "./messages";
import type { Activity, ActivityRequest } from "./profileQueries";

const words = (value: string) =>
  value
    .toLowerCase()
    .split(/[_-]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

/** The customer's own numbers (the server counts all their requests) and their latest requests. */
export function ActivityTab({
  activity: summary,
  recent: requests,
}: {
  readonly activity: Activity;
  readonly recent: readonly ActivityRequest[];
}) {
  const t = useT(profileMessages);
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
  // GraphQL writes enum values in capitals ("IN_PROGRESS"); unknown ones are shown as words.
  const label = (labels: Readonly<Record<string, string>>, value: string) =>
    labels[value.toLowerCase().replace(/_/g, "-")] ?? words(value);
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {[
          [t("activity.requests"), formatNumber(summary.requests)],
          [t("activity.completed"), formatNumber(summary.completed)],
          [
            t("activity.success"),
            summary.successPercent === null
              ? "–"
              : formatNumber(summary.successPercent / 100, { style: "percent" }),
          ],
          [t("activity.spent"), formatAed(summary.spentAed, 0)],
        ].map(([label, value]) => (
          <Stat.Root key={label} bg="bg" borderWidth="1px" borderRadius="xl" p="4">
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText>{value}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <Box bg="bg" borderWidth="1px" borderRadius="xl" p="5">
        <HStack justify="space-between" mb="3" wrap="wrap" gap="2">
          <Heading as="h2" size="md">
            {t("activity.recent")}
          </Heading>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/history">
              <HistoryIcon /> {t("activity.history")}
            </RouterLink>
          </Button>
        </HStack>
        {requests.length === 0 ? (
          <Text color="fg.muted">{t("activity.none")}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2">
            {requests.slice(0, 5).map((request) => (
              <HStack as="li" key={request.id} justify="space-between" gap="3" wrap="wrap">
                <Box minW="0">
                  <Text fontWeight="medium">{label(services, request.serviceType)}</Text>
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {formatWhen(request.createdAt)} · {request.pickupLocation}
                  </Text>
                </Box>
                <Badge>{label(statuses, request.status)}</Badge>
              </HStack>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
