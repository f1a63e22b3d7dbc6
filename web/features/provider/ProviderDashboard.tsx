import { Alert, Box, Button, Container, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useT } from "../../shared/i18n";
import { useSession } from "../../shared/session";
import { HistoryIcon } from "../../shared/ui";
import {
  CaptainStatusBanner,
  ExpiryWarning,
  useMyCaptainOnboarding,
  useOfflineReason,
} from "../captain-onboarding";
import { DashboardHeader } from "./DashboardHeader";
import { EarningsCard } from "./EarningsCard";
import { readErrorText } from "./jobActionError";
import { providerMessages } from "./messages";
import { OpenOffers } from "./OpenOffers";
import { ProviderJobMap, useMapShown } from "./ProviderJobMap";
import type { Period } from "./periods";
import { RequestDetailsDialog } from "./RequestDetailsDialog";
import { RequestsPager } from "./RequestsPager";
import { RequestsTable } from "./RequestsTable";
import { RequestsToolbar } from "./RequestsToolbar";
import {
  type RowStatus,
  sortByColumn,
  withPage,
  withPageSize,
  withSearch,
  withStatus,
} from "./requestsTableRules";
import { StatCards } from "./StatCards";
import { useCurrentJobs } from "./useCurrentJobs";
import { shownStatus, useJobActions } from "./useJobActions";
import { useLiveOffers } from "./useLiveOffers";
import { useProviderPresence } from "./useProviderPresence";
import { type RequestRow, useRequestsTable } from "./useRequestsTable";

/** "Enterprise Dashboard" (spec §2.10) for captains, on the provider-dashboard read model. */
export function ProviderDashboard() {
  const { user } = useSession();
  const t = useT(providerMessages);
  const documentTitle = t("dashboard.documentTitle");
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  if (user?.userType !== "provider") {
    return (
      <Container maxW="3xl" py="10">
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t("dashboard.notProvider")}</Alert.Title>
        </Alert.Root>
      </Container>
    );
  }
  return <CaptainDashboard providerId={user.id} />;
}

function CaptainDashboard({ providerId }: { readonly providerId: string }) {
  const [period, setPeriod] = useState<Period>("TODAY");
  const [refreshKey, setRefreshKey] = useState(0);
  const [withdrawn, setWithdrawn] = useState<ReadonlySet<string>>(new Set());
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [mapJobId, setMapJobId] = useState<string | null>(null);
  const map = useMapShown();
  const t = useT(providerMessages);

  const presence = useProviderPresence(providerId);
  const captain = useMyCaptainOnboarding();
  const onlineBlockedReason = useOfflineReason(captain.onboarding ?? null);
  // The server takes a captain offline when they may no longer work: show it without a reload.
  const { refresh: refreshPresence } = presence;
  const canGoOnline = captain.onboarding?.canGoOnline;
  useEffect(() => {
    if (canGoOnline === false) refreshPresence();
  }, [canGoOnline, refreshPresence]);
  const table = useRequestsTable();
  const jobs = useCurrentJobs();
  const { refresh: refreshTable } = table;
  const { refresh: refreshJobs } = jobs;
  const refreshAll = useCallback(() => {
    refreshTable();
    refreshJobs();
    setRefreshKey((key) => key + 1);
  }, [refreshTable, refreshJobs]);
  const actions = useJobActions(refreshAll);

  useLiveOffers(true, {
    onWithdrawn: (requestId) => setWithdrawn((current) => new Set(current).add(requestId)),
    onChange: refreshAll,
  });

  const rows = table.page?.requests ?? [];
  const detailsRow = rows.find((row) => row.requestId === detailsId) ?? null;
  const statusOf = (row: RequestRow): RowStatus =>
    shownStatus(row.status as RowStatus, actions.confirmed.get(row.requestId));
  const onAction = (action: Parameters<typeof actions.run>[0], row: RequestRow) => {
    void actions.run(action, row.requestId).then((ok) => {
      if (ok && (action === "accept" || action === "start")) setMapJobId(row.requestId);
    });
  };

  const showOnMap = (row: RequestRow) => {
    setMapJobId(row.requestId);
    map.setShown(true);
    setDetailsId(null);
  };

  return (
    <Box>
      <DashboardHeader
        online={presence.online}
        switching={presence.switching}
        onOnlineChange={(online) => void presence.setOnline(online)}
        onlineBlockedReason={onlineBlockedReason}
        period={period}
        onPeriodChange={setPeriod}
        onRefresh={refreshAll}
      />
      <Container as="main" id="main" maxW="7xl" px={{ base: "4", md: "6" }} py="6">
        <Stack gap="6">
          {presence.loadError && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{t("dashboard.presenceFailed", { reason: presence.loadError })}</Alert.Title>
            </Alert.Root>
          )}
          {captain.error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{t("dashboard.applicationFailed", { reason: captain.error })}</Alert.Title>
              <Button size="xs" variant="outline" ms="auto" onClick={captain.refresh}>
                {t("tryAgain")}
              </Button>
            </Alert.Root>
          )}
          {captain.onboarding && <CaptainStatusBanner onboarding={captain.onboarding} linkToOnboarding />}
          {captain.onboarding && <ExpiryWarning expiringSoon={captain.onboarding.expiringSoon} />}
          <EarningsCard refreshKey={refreshKey} />
          <StatCards period={period} refreshKey={refreshKey} />
          <Stack direction={{ base: "column", lg: "row" }} gap="4" align="stretch">
            <Box flex={{ lg: "2" }} minW="0">
              <ProviderJobMap
                position={presence.position}
                requestId={mapJobId ?? jobs.activeJobId}
                shown={map.shown}
                onToggle={() => map.setShown(!map.shown)}
              />
            </Box>
            <Stack flex={{ lg: "1" }} gap="4" minW="0">
              <OpenOffers jobs={jobs} withdrawn={withdrawn} actions={actions} online={presence.online} />
              <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
                <Text fontSize="sm" color="fg.muted" mb="2">
                  {t("dashboard.historyHint")}
                </Text>
                <Button asChild size="sm" variant="outline">
                  <RouterLink to="/history">
                    <HistoryIcon /> {t("dashboard.history")}
                  </RouterLink>
                </Button>
              </Box>
              <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4">
                <Text fontSize="sm" color="fg.muted" mb="2">
                  {t("dashboard.profileHint")}
                </Text>
                <HStack gap="2" wrap="wrap">
                  <Button asChild size="sm" variant="outline">
                    <RouterLink to="/provider/onboarding">{t("dashboard.profile")}</RouterLink>
                  </Button>
                  <Button asChild size="sm" variant="outline">
                    <RouterLink to="/vehicles">{t("dashboard.towTrucks")}</RouterLink>
                  </Button>
                </HStack>
              </Box>
            </Stack>
          </Stack>
          <Box as="section" aria-labelledby="requests-title">
            <HStack justify="space-between" mb="3" wrap="wrap" gap="3">
              <Heading as="h2" size="md" id="requests-title">
                {t("dashboard.requests")}
              </Heading>
            </HStack>
            <Stack gap="3">
              <RequestsToolbar
                search={table.query.search}
                status={table.query.status}
                onSearch={(search) => table.setQuery((query) => withSearch(query, search))}
                onStatus={(status) => table.setQuery((query) => withStatus(query, status))}
              />
              {table.error && !table.page ? (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>
                    {t("dashboard.requestsFailed", { reason: readErrorText(t, table.error) })}
                  </Alert.Title>
                  <Button size="xs" variant="outline" ms="auto" onClick={table.refresh}>
                    {t("tryAgain")}
                  </Button>
                </Alert.Root>
              ) : !table.page ? (
                <Stack gap="2" role="status" aria-busy="true" aria-label={t("dashboard.requestsLoading")}>
                  {Array.from({ length: 5 }, (_, index) => (
                    <Skeleton key={String(index)} height="10" />
                  ))}
                </Stack>
              ) : rows.length === 0 ? (
                <Box borderWidth="1px" borderRadius="lg" p="6" textAlign="center" bg="bg">
                  <Text color="fg.muted">
                    {table.query.search || table.query.status
                      ? t("dashboard.noMatch")
                      : t("dashboard.noRequests")}
                  </Text>
                </Box>
              ) : (
                <RequestsTable
                  rows={rows}
                  query={table.query}
                  onSort={(column) => table.setQuery((query) => sortByColumn(query, column))}
                  actions={actions}
                  onAction={onAction}
                  onDetails={(row) => setDetailsId(row.requestId)}
                  onShowOnMap={showOnMap}
                />
              )}
              {table.page && (
                <RequestsPager
                  query={table.query}
                  total={table.page.total}
                  onPage={(page) => table.setQuery((query) => withPage(query, page, table.page?.total ?? 0))}
                  onPageSize={(size) => table.setQuery((query) => withPageSize(query, size))}
                />
              )}
            </Stack>
          </Box>
        </Stack>
      </Container>
      <RequestDetailsDialog
        row={detailsRow}
        status={detailsRow ? statusOf(detailsRow) : null}
        onClose={() => setDetailsId(null)}
        onAction={onAction}
        onShowOnMap={showOnMap}
        busy={actions.running !== null}
      />
    </Box>
  );
}
