import { Alert, Box, Button, Container, Heading, Skeleton, Stack, Tabs, Text } from "@chakra-ui/react";
import { type ReactNode, useEffect, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useQuery } from "urql";
import { useT } from "../../shared/i18n";
import { useSession } from "../../shared/session";
import { ArrowLeftIcon } from "../../shared/ui";
import { EmergencyContactsPanel } from "../family-safety";
import { PayoutAccountSettings } from "../payouts";
import { ActivityTab } from "./ActivityTab";
import { FleetTab } from "./FleetTab";
import { profileMessages } from "./messages";
import { OverviewTab } from "./OverviewTab";
import { ActivityQuery, ProfileQuery } from "./profileQueries";
import { RewardsTab } from "./RewardsTab";
import { SettingsTab } from "./SettingsTab";
import { TowTruckFleet } from "./TowTruckFleet";

export type ProfileTab = "overview" | "fleet" | "activity" | "rewards" | "settings";

function LoadFailed({
  what,
  message,
  retry,
}: {
  readonly what: string;
  readonly message: string;
  readonly retry: () => void;
}) {
  const t = useT(profileMessages);
  return (
    <Alert.Root status="error" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("page.loadFailed", { what })}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={retry}>
        {t("page.tryAgain")}
      </Button>
    </Alert.Root>
  );
}

/** The profile (spec §2.7) with its five tabs; /vehicles opens it on My Fleet. */
export function ProfilePage({ initialTab = "overview" }: { readonly initialTab?: ProfileTab }) {
  const { user } = useSession();
  const t = useT(profileMessages);
  // A captain's fleet is their tow trucks; Activity and Rewards count a customer's bookings, so they are not shown.
  const captain = user?.userType === "provider";
  const [tab, setTab] = useState<string>(initialTab);
  const [profile, reloadProfile] = useQuery({ query: ProfileQuery, requestPolicy: "cache-and-network" });
  const [activity, reloadActivity] = useQuery({
    query: ActivityQuery,
    pause: captain || (tab !== "activity" && tab !== "rewards"),
    requestPolicy: "cache-and-network",
  });
  const refreshProfile = () => reloadProfile({ requestPolicy: "network-only" });

  useEffect(() => setTab(initialTab), [initialTab]);
  useEffect(() => {
    if (captain && (tab === "activity" || tab === "rewards")) setTab("overview");
  }, [captain, tab]);
  const documentTitle = t("page.documentTitle");
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  if (!user) return null;
  const me = profile.data?.me;

  const withProfile = (render: (loaded: NonNullable<typeof me>) => ReactNode) => {
    if (me) return render(me);
    if (profile.error)
      return (
        <LoadFailed what={t("page.yourProfile")} message={profile.error.message} retry={refreshProfile} />
      );
    return <Skeleton height="64" borderRadius="xl" aria-label={t("page.loadingProfile")} />;
  };
  const withActivity = (render: (loaded: NonNullable<typeof activity.data>) => ReactNode) => {
    if (activity.data) return render(activity.data);
    if (activity.error)
      return (
        <LoadFailed
          what={t("page.yourActivity")}
          message={activity.error.message}
          retry={() => reloadActivity({ requestPolicy: "network-only" })}
        />
      );
    return <Skeleton height="40" borderRadius="xl" aria-label={t("page.loadingActivity")} />;
  };

  return (
    <Container as="main" id="main" maxW="4xl" py={{ base: "4", md: "8" }} px={{ base: "4", md: "6" }}>
      <Stack gap="6">
        <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
          <RouterLink to="/">
            <ArrowLeftIcon /> {t("page.backHome")}
          </RouterLink>
        </Button>
        <Box>
          <Heading as="h1" size="2xl">
            {me?.name ?? user.name}
          </Heading>
          <Text color="fg.muted">
            {
              {
                customer: t("page.account.customer"),
                provider: t("page.account.provider"),
                admin: t("page.account.admin"),
              }[user.userType]
            }
          </Text>
        </Box>
        <Tabs.Root
          value={tab}
          onValueChange={(details) => setTab(details.value)}
          variant="line"
          colorPalette="red"
          lazyMount
        >
          <Tabs.List overflowX="auto">
            <Tabs.Trigger value="overview">{t("tab.overview")}</Tabs.Trigger>
            <Tabs.Trigger value="fleet">{t("tab.fleet")}</Tabs.Trigger>
            {!captain && <Tabs.Trigger value="activity">{t("tab.activity")}</Tabs.Trigger>}
            {!captain && <Tabs.Trigger value="rewards">{t("tab.rewards")}</Tabs.Trigger>}
            <Tabs.Trigger value="settings">{t("tab.settings")}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="overview">
            {withProfile((loaded) => (
              <OverviewTab key={loaded.id} profile={loaded} />
            ))}
          </Tabs.Content>
          <Tabs.Content value="fleet">
            {captain ? (
              <TowTruckFleet />
            ) : (
              withProfile((loaded) => <FleetTab vehicles={loaded.vehicles} onChanged={refreshProfile} />)
            )}
          </Tabs.Content>
          <Tabs.Content value="activity">
            {withActivity((loaded) => (
              <ActivityTab activity={loaded.myActivity} recent={loaded.myRequests.items} />
            ))}
          </Tabs.Content>
          <Tabs.Content value="rewards">
            {withActivity((loaded) => (
              <RewardsTab activity={loaded.myActivity} />
            ))}
          </Tabs.Content>
          <Tabs.Content value="settings">
            {/* Captains manage where their weekly payouts go here, with their other account settings. */}
            {captain && (
              <Box mb="6">
                <PayoutAccountSettings />
              </Box>
            )}
            <SettingsTab
              contacts={
                <Box bg="bg" borderWidth="1px" borderRadius="xl" p="5">
                  <EmergencyContactsPanel />
                </Box>
              }
            />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
