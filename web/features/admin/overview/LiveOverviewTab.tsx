import { SimpleGrid, Stack } from "@chakra-ui/react";
import { ActivityFeed } from "./ActivityFeed";
import { AlertsList } from "./AlertsList";
import { FleetMap } from "./FleetMap";
import { RegionalChart } from "./RegionalChart";
import type { Overview } from "./useLiveOverview";

/** Live Overview: alerts and activity, the regional chart and table, and the fleet map. */
export function LiveOverviewTab({
  overview,
  onOpenTimeline,
}: {
  readonly overview: Overview;
  readonly onOpenTimeline: (requestId: string) => void;
}) {
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <AlertsList alerts={overview.adminAlerts} onOpenRequest={onOpenTimeline} />
        <ActivityFeed items={overview.activityFeed} onOpenTimeline={onOpenTimeline} />
      </SimpleGrid>
      <RegionalChart regions={overview.regionalPerformance} />
      <FleetMap />
    </Stack>
  );
}
