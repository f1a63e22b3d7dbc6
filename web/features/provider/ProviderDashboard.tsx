import {
  Badge,
  Box,
  Button,
  Container,
  createListCollection,
  Heading,
  HStack,
  Portal,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { useSession } from "../../shared/session";
import { ArrowLeftIcon, HistoryIcon, LogOutIcon } from "../../shared/ui";

export const PERIODS = ["today", "week", "month", "quarter", "year"] as const;
export type Period = (typeof PERIODS)[number];

const periodItems = createListCollection({
  items: PERIODS.map((period) => ({
    value: period,
    label: period.charAt(0).toUpperCase() + period.slice(1),
  })),
});

/** The online switch's two states (spec §4 Provider online switch). */
export const ONLINE_TEXT = {
  online: { title: "ONLINE", text: "Receiving requests from enterprise clients" },
  offline: { title: "OFFLINE", text: "Paused all incoming requests" },
} as const;

/**
 * "Enterprise Dashboard" (spec §2.10). The header works now; the stat cards and the requests
 * table read the provider-dashboard read model through GraphQL, which is not connected yet.
 */
export function ProviderDashboard() {
  const navigate = useNavigate();
  const { user, signOut } = useSession();
  const [online, setOnline] = useState(true);
  const [period, setPeriod] = useState<Period>("today");
  const status = online ? ONLINE_TEXT.online : ONLINE_TEXT.offline;

  useEffect(() => {
    document.title = "Enterprise Dashboard – Roadside";
  }, []);

  return (
    <Box>
      <Box as="header" bg="bg" borderBottomWidth="1px">
        <Container maxW="7xl" px={{ base: "4", md: "6" }} py="3">
          <Stack direction={{ base: "column", md: "row" }} justify="space-between" gap="3">
            <HStack gap="2">
              <Button
                variant="ghost"
                size="sm"
                ms="-2"
                onClick={() => navigate("/")}
                aria-label="Back to home"
              >
                <ArrowLeftIcon />
              </Button>
              <Box>
                <Heading as="h1" size="lg">
                  Enterprise Dashboard
                </Heading>
                {user && (
                  <Text fontSize="sm" color="fg.muted">
                    {user.name}
                  </Text>
                )}
              </Box>
            </HStack>
            <HStack gap="3" wrap="wrap">
              <Switch.Root
                checked={online}
                onCheckedChange={(details) => setOnline(details.checked)}
                colorPalette="green"
              >
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label>
                  <Badge colorPalette={online ? "green" : "gray"} variant="solid">
                    {status.title}
                  </Badge>
                </Switch.Label>
              </Switch.Root>
              <Select.Root
                collection={periodItems}
                size="sm"
                width="36"
                value={[period]}
                onValueChange={(details) => {
                  const next = details.value[0];
                  if (next && (PERIODS as readonly string[]).includes(next)) setPeriod(next as Period);
                }}
              >
                <Select.HiddenSelect />
                <Select.Label srOnly>Period</Select.Label>
                <Select.Control>
                  <Select.Trigger>
                    <Select.ValueText placeholder="Period" />
                  </Select.Trigger>
                  <Select.IndicatorGroup>
                    <Select.Indicator />
                  </Select.IndicatorGroup>
                </Select.Control>
                <Portal>
                  <Select.Positioner>
                    <Select.Content>
                      {periodItems.items.map((item) => (
                        <Select.Item item={item} key={item.value}>
                          {item.label}
                          <Select.ItemIndicator />
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Positioner>
                </Portal>
              </Select.Root>
              <Button
                variant="outline"
                size="sm"
                onClick={async () => {
                  await signOut();
                  navigate("/", { replace: true });
                }}
              >
                <LogOutIcon /> Logout
              </Button>
            </HStack>
          </Stack>
          <Text fontSize="sm" color="fg.muted" mt="2" aria-live="polite">
            {status.text}
          </Text>
        </Container>
      </Box>
      <Container as="main" id="main" maxW="7xl" px={{ base: "4", md: "6" }} py="6">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Box bg="bg" borderWidth="1px" borderRadius="xl" p="5">
            <Heading as="h2" size="md" mb="2">
              Requests
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Your live requests table (search, status filter, sorting, Accept / Decline / Start / Complete)
              reads the dashboard service, which is not connected to this app yet.
            </Text>
          </Box>
          <Box bg="bg" borderWidth="1px" borderRadius="xl" p="5">
            <Heading as="h2" size="md" mb="2">
              Completed jobs and reviews
            </Heading>
            <Text color="fg.muted" fontSize="sm" mb="3">
              See the jobs you have done and what your customers said.
            </Text>
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/history">
                <HistoryIcon /> Service History
              </RouterLink>
            </Button>
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
