import { Badge, Box, Button, Flex, Heading, HStack, Spinner, Stack, Tabs, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useT } from "../../shared/i18n";
import { LanguageSwitch } from "../../shared/ui/LanguageSwitch";
import { LogoutButton } from "../../shared/ui/LogoutButton";
import { AnalyticsTab } from "./analytics/AnalyticsTab";
import { adminMessages } from "./messages";
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

const TABS: readonly Section[] = [
  "overview",
  "analytics",
  "users",
  "verification",
  "operations",
  "money",
  "system",
];

/** Spec §2.11's sidebar: the panel's name, then its sections (Verification added for captain reviews). */
const SIDEBAR: readonly Section[] = ["overview", "users", "verification", "operations", "money", "system"];

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
  const t = useT(adminMessages);
  const label: Readonly<Record<Section, string>> = {
    overview: t("section.overview"),
    analytics: t("section.analytics"),
    users: t("section.users"),
    verification: t("section.verification"),
    operations: t("section.operations"),
    money: t("section.money"),
    system: t("section.system"),
  };

  useEffect(() => {
    document.title = t("panel.documentTitle");
  }, [t]);

  const openTimeline = (requestId: string) => {
    setTimelineRequestId(requestId);
    setSection("operations");
  };

  return (
    <Flex minH="100vh" direction={{ base: "column", lg: "row" }}>
      <Box
        as="nav"
        aria-label={t("panel.navigation")}
        bg="gray.900"
        color="white"
        width={{ base: "full", lg: "64" }}
        flexShrink="0"
        p="4"
      >
        <Stack gap="6">
          <Heading as="p" size="md">
            {t("panel.title")}
          </Heading>
          <Stack as="ul" listStyleType="none" gap="1">
            {SIDEBAR.map((item) => (
              <li key={item}>
                <Button
                  variant={section === item ? "solid" : "ghost"}
                  colorPalette={section === item ? "red" : "gray"}
                  color="white"
                  _hover={{ bg: "whiteAlpha.200" }}
                  justifyContent="flex-start"
                  width="full"
                  size="sm"
                  onClick={() => setSection(item)}
                  aria-current={section === item ? "page" : undefined}
                >
                  {label[item]}
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
              {t("panel.title")}
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
              <Text color="red.600">{error.graphQLErrors[0]?.message ?? t("panel.loadFailed")}</Text>
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
              <Tabs.List overflowX="auto" aria-label={t("panel.sections")}>
                {TABS.map((item) => (
                  <Tabs.Trigger key={item} value={item} flexShrink="0">
                    {label[item]}
                    {item === "verification" && waiting > 0 ? (
                      <Badge
                        colorPalette="orange"
                        size="sm"
                        aria-label={t("panel.waiting", { count: waiting })}
                      >
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
