import { Box, Button, Container, Heading, HStack, Link, Stack, Tabs, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from "../../shared/config";
import { useSession } from "../../shared/session";
import { ArrowLeftIcon, HistoryIcon, LogOutIcon } from "../../shared/ui";
import { FleetTab } from "./FleetTab";
import { OverviewTab } from "./OverviewTab";

export type ProfileTab = "overview" | "fleet" | "activity" | "rewards" | "settings";

/** The profile (spec §2.7); /vehicles opens it on My Fleet. */
export function ProfilePage({ initialTab = "overview" }: { readonly initialTab?: ProfileTab }) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [tab, setTab] = useState<string>(initialTab);

  useEffect(() => setTab(initialTab), [initialTab]);
  useEffect(() => {
    document.title = "Profile – Roadside";
  }, []);

  if (!user) return null;

  return (
    <Container as="main" id="main" maxW="4xl" py={{ base: "4", md: "8" }} px={{ base: "4", md: "6" }}>
      <Stack gap="6">
        <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
          <RouterLink to="/">
            <ArrowLeftIcon /> Back to Home
          </RouterLink>
        </Button>
        <Box>
          <Heading as="h1" size="2xl">
            {user.name}
          </Heading>
          <Text color="fg.muted" textTransform="capitalize">
            {user.userType} account
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
            <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
            <Tabs.Trigger value="fleet">My Fleet</Tabs.Trigger>
            <Tabs.Trigger value="activity">Activity</Tabs.Trigger>
            <Tabs.Trigger value="rewards">Rewards</Tabs.Trigger>
            <Tabs.Trigger value="settings">Settings</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="overview">
            <OverviewTab userId={user.id} />
          </Tabs.Content>
          <Tabs.Content value="fleet">
            <FleetTab userId={user.id} />
          </Tabs.Content>
          <Tabs.Content value="activity">
            <Stack gap="3" bg="bg" borderWidth="1px" borderRadius="xl" p="5" align="start">
              <Text>
                Your requests, their status and the reviews on both sides are in your service history.
              </Text>
              <Button asChild size="sm" variant="outline">
                <RouterLink to="/history">
                  <HistoryIcon /> Service History
                </RouterLink>
              </Button>
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="rewards">
            <Text bg="bg" borderWidth="1px" borderRadius="xl" p="5" color="fg.muted">
              Loyalty rewards are not available yet. Points will be counted from your completed requests once
              they are.
            </Text>
          </Tabs.Content>
          <Tabs.Content value="settings">
            <Stack gap="4" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
              <Heading as="h2" size="md">
                Privacy &amp; Security
              </Heading>
              <Text>
                To change your password, contact support on{" "}
                <Link href={telHref(SUPPORT_PHONE)} colorPalette="red" variant="underline">
                  {SUPPORT_PHONE}
                </Link>{" "}
                or{" "}
                <Link href={`mailto:${SUPPORT_EMAIL}`} colorPalette="red" variant="underline">
                  {SUPPORT_EMAIL}
                </Link>
                .
              </Text>
              <HStack gap="4" fontSize="sm">
                <Link asChild variant="underline">
                  <RouterLink to="/privacy">Privacy Policy</RouterLink>
                </Link>
                <Link asChild variant="underline">
                  <RouterLink to="/terms">Terms of Service</RouterLink>
                </Link>
              </HStack>
              <Button
                variant="outline"
                alignSelf="flex-start"
                onClick={async () => {
                  await signOut();
                  navigate("/", { replace: true });
                }}
              >
                <LogOutIcon /> Logout
              </Button>
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
