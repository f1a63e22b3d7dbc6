import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Stat, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { formatAed } from "../../shared/format";
import { HistoryIcon } from "../../shared/ui";
import type { Activity, ActivityRequest } from "./profileQueries";

const WHEN = new Intl.DateTimeFormat("en-AE", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Dubai",
});
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
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {[
          ["Requests", String(summary.requests)],
          ["Completed", String(summary.completed)],
          ["Success", summary.successPercent === null ? "–" : `${summary.successPercent}%`],
          ["Spent", formatAed(summary.spentAed, 0)],
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
            Recent activity
          </Heading>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/history">
              <HistoryIcon /> Service History
            </RouterLink>
          </Button>
        </HStack>
        {requests.length === 0 ? (
          <Text color="fg.muted">No requests yet. Your services will be listed here.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2">
            {requests.slice(0, 5).map((request) => (
              <HStack as="li" key={request.id} justify="space-between" gap="3" wrap="wrap">
                <Box minW="0">
                  <Text fontWeight="medium">{words(request.serviceType)}</Text>
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {WHEN.format(new Date(request.createdAt))} · {request.pickupLocation}
                  </Text>
                </Box>
                <Badge>{words(request.status)}</Badge>
              </HStack>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
