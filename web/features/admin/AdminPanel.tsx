import { Badge, Box, Button, Flex, Heading, HStack, Spinner, Stack, Tabs, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { LanguageSwitch } from "../../shared/ui/LanguageSwitch";
import { LogoutButton } from "../../shared/ui/LogoutButton";
import { AnalyticsTab } from "./analytics/AnalyticsTab";
import { MoneyTab } from "./money/MoneyTab";
import { useTodayLedger } from "./money/useTodayLedger";
import { OperationsTab } from "./operations/OperationsTab";
import { LiveOverviewTab } from "./overview/LiveOverviewTab";
import { MetricCards } from "./overview/MetricCards";
import { RegionalPerformanceList } from "./overview/RegionalPerformanceList";
import { useLiveOverview } from "./overview/useLiveOverview";
import { SystemTab } from "./system/SystemTab";
import { UserManagementTab } from "./users/UserManagementTab";
import { useVerificationQueue } from "./verification/useVerificationQueue";
import { VerificationTab } from "./verification/VerificationTab";

type Section = "overview" | "analytics" | "users" | "verification" | "operations" | "money" | "system";

const TABS: readonly { value: Section; label: string }[] = [
  { value: "overview", label: "Live Overview" },
  { value: "analytics", label: "Analytics" },
  { value: "users", label: "User Management" },
  { value: "verification", label: "Verification" },
  { value: "operations", label: "Operations" },
  { value: "money", label: "Money" },
  { value: "system", label: "System" },
];

/** Spec §2.11's sidebar: the panel's name, then its sections (Verification added for captain reviews). */
const SIDEBAR: readonly { value: Section; label: string }[] = [
  { value: "overview", label: "Live Overview" },
  { value: "users", label: "User Management" },
  { value: "verification", label: "Verification" },
  { value: "operations", label: "Operations" },
  { value: "money", label: "Money" },
  { value: "system", label: "System" },
];

/**
 * The admin panel (spec §2.11) on the read models: live metric cards, regions, activity, alerts and
 * the fleet, and the operations tabs the spec left as placeholders.
 */
export function AdminPanel() {
  const [section, setSection] = useState<Section>("overview");
  const [timelineRequestId, setTimelineRequestId] = useState<string | null>(null);
  const { overview, counters, error, fetching } = useLiveOverview();
  const verificationQueue = useVerificationQueue();
  const waiting = verificationQueue.captains?.length ?? 0;
  // The revenue card's net-of-VAT line: read again whenever the live counters move.
  const todayLedger = useTodayLedger(counters?.at ?? null);

  useEffect(() => {
    document.title = "Admin Control – Roadside";
  }, []);

  const openTimeline = (requestId: string) => {
    setTimelineRequestId(requestId);
    setSection("operations");
  };

  return (
    <Flex minH="100vh" direction={{ base: "column", lg: "row" }}>
      <Box
        as="nav"
        aria-label="Admin navigation"
        bg="gray.900"
        color="white"
        width={{ base: "full", lg: "64" }}
        flexShrink="0"
        p="4"
      >
        <Stack gap="6">
          <Heading as="p" size="md">
            Admin Control
          </Heading>
          <Stack as="ul" listStyleType="none" gap="1">
            {SIDEBAR.map((item) => (
              <li key={item.value}>
                <Button
                  variant={section === item.value ? "solid" : "ghost"}
                  colorPalette={section === item.value ? "red" : "gray"}
                  color="white"
                  _hover={{ bg: "whiteAlpha.200" }}
                  justifyContent="flex-start"
                  width="full"
                  size="sm"
                  onClick={() => setSection(item.value)}
                  aria-current={section === item.value ? "page" : undefined}
                >
                  {item.label}
                </Button>
              </li>
            ))}
          </Stack>
          {overview ? (
            <Box
              bg="whiteAlpha.100"
              borderRadius="lg"
              p="3"
              color="white"
              css={{ "--chakra-colors-fg-muted": "rgba(255,255,255,0.7)" }}
            >
              <RegionalPerformanceList regions={overview.regionalPerformance} />
            </Box>
          ) : null}
        </Stack>
      </Box>
      <Box flex="1" minW="0" bg="bg.subtle">
        <Box as="header" bg="bg" borderBottomWidth="1px" px={{ base: "4", md: "6" }} py="3">
          <HStack justify="space-between">
            <Heading as="h1" size="lg">
              Admin Control
            </Heading>
            <HStack gap="2">
              <LanguageSwitch />
              <LogoutButton size="sm" />
            </HStack>
          </HStack>
        </Box>
        <Box as="main" id="main" px={{ base: "4", md: "6" }} py="6">
          <Stack gap="6">
            {error && !overview ? (
              <Text color="red.600">
                {error.graphQLErrors[0]?.message ?? "The panel's data could not be loaded."}
              </Text>
            ) : null}
            {fetching ? <Spinner /> : null}
            {overview ? (
              <MetricCards metrics={overview.adminMetrics} live={counters} ledger={todayLedger} />
            ) : null}
            <Tabs.Root
              value={section}
              onValueChange={(details) => setSection(details.value as Section)}
              variant="line"
              colorPalette="red"
              lazyMount
            >
              <Tabs.List overflowX="auto" aria-label="Admin sections">
                {TABS.map((item) => (
                  <Tabs.Trigger key={item.value} value={item.value} flexShrink="0">
                    {item.label}
                    {item.value === "verification" && waiting > 0 ? (
                      <Badge colorPalette="orange" size="sm" aria-label={`${waiting} waiting`}>
                        {waiting}
                      </Badge>
                    ) : null}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              <Tabs.Content value="overview">
                {overview ? <LiveOverviewTab overview={overview} onOpenTimeline={openTimeline} /> : null}
              </Tabs.Content>
              <Tabs.Content value="analytics">
                <AnalyticsTab />
              </Tabs.Content>
              <Tabs.Content value="users">
                <UserManagementTab onOpenTimeline={openTimeline} />
              </Tabs.Content>
              <Tabs.Content value="verification">
                <VerificationTab queue={verificationQueue} />
              </Tabs.Content>
              <Tabs.Content value="operations">
                <OperationsTab timelineRequestId={timelineRequestId} onOpenTimeline={openTimeline} />
              </Tabs.Content>
              <Tabs.Content value="money">
                <MoneyTab onOpenRequest={openTimeline} />
              </Tabs.Content>
              <Tabs.Content value="system">
                <SystemTab />
              </Tabs.Content>
            </Tabs.Root>
          </Stack>
        </Box>
      </Box>
    </Flex>
  );
}
