import { Button, Center, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { ArrowLeftIcon, HistoryIcon, HomeIcon, UserIcon } from "../shared/ui";

/** Any unknown path (spec §2.1). */
export function NotFoundPage() {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = "Page Not Found – Roadside";
  }, []);

  return (
    <Center as="main" id="main" flex="1" px="4" py="16">
      <Stack gap="6" align="center" textAlign="center" maxW="2xl">
        <Text
          fontSize={{ base: "6xl", md: "7xl" }}
          fontWeight="black"
          color="red.600"
          lineHeight="1"
          aria-hidden="true"
        >
          404
        </Text>
        <Heading as="h1" size="2xl">
          Page Not Found
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          The page you're looking for doesn't exist or has been moved.
        </Text>
        <Flex
          as="nav"
          aria-label="Where to go"
          wrap="wrap"
          justify="center"
          gap="3"
          width="full"
          css={{ "& > *": { flex: { base: "1 1 40%", sm: "0 0 auto" } } }}
        >
          <Button asChild colorPalette="red">
            <RouterLink to="/">
              <HomeIcon /> Home
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/profile">
              <UserIcon /> Profile
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/history">
              <HistoryIcon /> Service History
            </RouterLink>
          </Button>
          <Button variant="ghost" onClick={() => navigate(-1)}>
            <ArrowLeftIcon /> Go Back
          </Button>
        </Flex>
      </Stack>
    </Center>
  );
}
