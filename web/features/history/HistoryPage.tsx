import { Alert, Box, Button, Container, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useSession } from "../../shared/session";
import { ArrowLeftIcon, FullPageSpinner, HistoryIcon, PleaseLogIn, UserIcon } from "../../shared/ui";
import { fetchHistory, postReview } from "./historyApi";
import { RequestCard } from "./RequestCard";
import { ReviewDialog } from "./ReviewDialog";
import { requestCardView } from "./requestCardView";
import { revieweeOf } from "./reviewDraft";
import type { ServiceRequest } from "./serviceRequest";

type Load =
  | { readonly state: "loading" }
  | { readonly state: "failed"; readonly message: string }
  | { readonly state: "ready"; readonly requests: readonly ServiceRequest[] };

const SUBTITLE = {
  customer: "View your past requests and leave reviews.",
  provider: "Track the services you provided and your customers' feedback.",
} as const;

const EMPTY_TEXT = {
  customer: "You haven't requested any services yet. When you do, they'll appear here.",
  provider:
    "You haven't completed any jobs yet. Jobs you take will appear here with your customers' feedback.",
} as const;

/** Service history (spec §2.8): the viewer's requests, newest first, with reviews both ways. */
export function HistoryPage() {
  const { loading, user } = useSession();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [reviewing, setReviewing] = useState<ServiceRequest | null>(null);

  useEffect(() => {
    document.title = "Service History – Roadside";
  }, []);

  const refresh = useCallback(
    (signal?: AbortSignal) => {
      if (!user) return;
      setLoad({ state: "loading" });
      fetchHistory(user.id, user.userType, signal)
        .then((requests) =>
          setLoad({
            state: "ready",
            requests: [...requests].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
          }),
        )
        .catch((error: unknown) => {
          if (signal?.aborted) return;
          setLoad({ state: "failed", message: error instanceof Error ? error.message : String(error) });
        });
    },
    [user],
  );

  useEffect(() => {
    const controller = new AbortController();
    refresh(controller.signal);
    return () => controller.abort();
  }, [refresh]);

  if (loading) return <FullPageSpinner />;
  if (!user) return <PleaseLogIn />;

  const role = user.userType === "provider" ? "provider" : "customer";
  const viewer = user.userType;

  return (
    <Container as="main" id="main" maxW="3xl" py={{ base: "4", md: "8" }} px={{ base: "4", md: "6" }}>
      <Stack gap="6">
        <HStack justify="space-between" gap="3">
          <Button asChild variant="ghost" size="sm" ms="-2">
            <RouterLink to={role === "provider" ? "/provider-dashboard" : "/"}>
              <ArrowLeftIcon /> Back
            </RouterLink>
          </Button>
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/profile">
              <UserIcon /> Profile
            </RouterLink>
          </Button>
        </HStack>
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Service History
          </Heading>
          <Text color="fg.muted">{SUBTITLE[role]}</Text>
        </Stack>

        {load.state === "loading" && (
          <Stack gap="4" aria-busy="true" aria-label="Loading your history">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height="40" borderRadius="xl" />
            ))}
          </Stack>
        )}

        {load.state === "failed" && (
          <Alert.Root status="error" alignItems="center">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Your history could not be loaded</Alert.Title>
              <Alert.Description>{load.message}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={() => refresh()}>
              Try again
            </Button>
          </Alert.Root>
        )}

        {load.state === "ready" && load.requests.length === 0 && (
          <Stack
            align="center"
            textAlign="center"
            gap="3"
            py="12"
            bg="bg"
            borderWidth="1px"
            borderRadius="xl"
            px="6"
          >
            <HistoryIcon boxSize="10" color="fg.muted" />
            <Heading as="h2" size="lg">
              No Service History
            </Heading>
            <Text color="fg.muted" maxW="md">
              {EMPTY_TEXT[role]}
            </Text>
          </Stack>
        )}

        {load.state === "ready" && load.requests.length > 0 && (
          <Box as="ul" listStyleType="none" display="grid" gap="4">
            {load.requests.map((request) => (
              <li key={request.id}>
                <RequestCard view={requestCardView(request, viewer)} onReview={() => setReviewing(request)} />
              </li>
            ))}
          </Box>
        )}
      </Stack>

      <ReviewDialog
        open={reviewing !== null}
        onOpenChange={(open) => !open && setReviewing(null)}
        onSubmit={async ({ rating, comment }) => {
          if (!reviewing) return;
          const revieweeId = revieweeOf(reviewing, viewer);
          if (!revieweeId) throw new Error("This request has no provider to review");
          await postReview({ requestId: reviewing.id, reviewerId: user.id, revieweeId, rating, comment });
          refresh();
        }}
      />
    </Container>
  );
}
