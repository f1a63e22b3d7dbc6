import { Box, Button, Container, Heading, HStack, Stack, Tabs, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { ADMIN_REGIONS } from "../../../domain/rules/emirates";
import { useSession } from "../../shared/session";
import { LogOutIcon } from "../../shared/ui";

const SECTIONS = [
  { value: "overview", label: "Live Overview" },
  { value: "analytics", label: "Analytics" },
  { value: "users", label: "User Management" },
  { value: "operations", label: "Operations" },
  { value: "system", label: "System" },
] as const;

/**
 * The admin panel (spec §2.11): navigation and sections are here; figures come from the admin
 * metrics read model through GraphQL, which is not connected yet, so no number is invented.
 */
export function AdminPanel() {
  const navigate = useNavigate();
  const { signOut } = useSession();
  const [section, setSection] = useState<string>("overview");

  useEffect(() => {
    document.title = "Admin Control – Roadside";
  }, []);

  return (
    <Box>
      <Box as="header" bg="gray.900" color="white">
        <Container maxW="7xl" px={{ base: "4", md: "6" }} py="3">
          <HStack justify="space-between">
            <Heading as="h1" size="lg">
              Admin Control
            </Heading>
            <Button
              size="sm"
              variant="outline"
              color="white"
              _hover={{ bg: "whiteAlpha.200" }}
              onClick={async () => {
                await signOut();
                navigate("/", { replace: true });
              }}
            >
              <LogOutIcon /> Logout
            </Button>
          </HStack>
        </Container>
      </Box>
      <Container as="main" id="main" maxW="7xl" px={{ base: "4", md: "6" }} py="6">
        <Tabs.Root
          value={section}
          onValueChange={(details) => setSection(details.value)}
          variant="line"
          colorPalette="red"
        >
          <Tabs.List overflowX="auto" aria-label="Admin sections">
            {SECTIONS.map((item) => (
              <Tabs.Trigger key={item.value} value={item.value} flexShrink="0">
                {item.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="overview">
            <Stack gap="4">
              <Text color="fg.muted">
                Live metrics (active users, requests and revenue today, regional performance, activity and
                alerts) come from the admin metrics service, which is not connected to this app yet.
              </Text>
              <Box bg="bg" borderWidth="1px" borderRadius="xl" p="5">
                <Heading as="h2" size="md" mb="3">
                  Regions
                </Heading>
                <HStack as="ul" listStyleType="none" gap="2" wrap="wrap">
                  {ADMIN_REGIONS.map((region) => (
                    <Box
                      as="li"
                      key={region}
                      borderWidth="1px"
                      borderRadius="md"
                      px="3"
                      py="1.5"
                      fontSize="sm"
                    >
                      {region}
                    </Box>
                  ))}
                </HStack>
              </Box>
            </Stack>
          </Tabs.Content>
          {SECTIONS.slice(1).map((item) => (
            <Tabs.Content key={item.value} value={item.value}>
              <Text color="fg.muted">{item.label} tools are not available yet.</Text>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Container>
    </Box>
  );
}
