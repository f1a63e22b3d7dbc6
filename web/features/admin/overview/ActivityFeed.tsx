import { Badge, Box, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { formatDateTime } from "../../../shared/format";
import { useT } from "../../../shared/i18n";
import { adminMessages } from "../messages";
import type { Overview } from "./useLiveOverview";

type Activity = Overview["activityFeed"][number];

const timeOf = (iso: string) =>
  formatDateTime(iso, { hour: "2-digit", minute: "2-digit", second: "2-digit" });

/** What just happened, newest first, from the event log. */
export function ActivityFeed({
  items,
  onOpenTimeline,
}: {
  readonly items: readonly Activity[];
  readonly onOpenTimeline: (requestId: string) => void;
}) {
  const t = useT(adminMessages);
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <Heading as="h2" size="md" mb="3">
        {t("activity.title")}
      </Heading>
      {items.length === 0 ? (
        <Text color="fg.muted">{t("activity.empty")}</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="2" aria-label={t("activity.feed")}>
          {items.map((item) => (
            <HStack as="li" key={item.position} justify="space-between" align="start" fontSize="sm">
              <Box>
                <Text>{item.summary}</Text>
                {item.streamId.startsWith("request-") ? (
                  <Button
                    size="xs"
                    variant="plain"
                    px="0"
                    h="auto"
                    color="fg.muted"
                    onClick={() => onOpenTimeline(item.streamId.slice("request-".length))}
                  >
                    {item.streamId}
                  </Button>
                ) : (
                  <Text fontSize="xs" color="fg.muted">
                    {item.streamId}
                  </Text>
                )}
              </Box>
              <Stack gap="0" align="end" flexShrink="0">
                <Badge size="sm" variant="subtle">
                  {item.actor.role}
                </Badge>
                <Text fontSize="xs" color="fg.muted">
                  {timeOf(item.at)}
                </Text>
              </Stack>
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
