import { Alert, Box, Button, Container, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useEffect, useMemo, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useClient, useMutation, useQuery, useSubscription } from "urql";
import { readFragment } from "../../shared/graphql";
import { useT } from "../../shared/i18n";
import { useSession } from "../../shared/session";
import { ArrowLeftIcon, FullPageSpinner, HistoryIcon, PleaseLogIn, UserIcon } from "../../shared/ui";
import { ChatDialog } from "../chat";
import { FamilySafetyDialog } from "../family-safety";
import { PhotoDialog } from "../photos";
import { historyList } from "./historyList";
import {
  HistoryQuery,
  type HistoryRequest,
  HistoryRequestFields,
  HistoryUpdatesSubscription,
  PostReviewMutation,
} from "./historyQueries";
import { historyMessages } from "./messages";
import { RequestCard } from "./RequestCard";
import { RequestMoneySummary } from "./RequestMoneySummary";
import { ReviewDialog } from "./ReviewDialog";
import { requestCardView } from "./requestCardView";
import { type ServiceRequest, toServiceRequest } from "./serviceRequest";

/** Service history (spec §2.8): the viewer's requests, newest first, updated live, with reviews both ways. */
export function HistoryPage() {
  const { loading, user } = useSession();
  const client = useClient();
  const t = useT(historyMessages);
  const [reviewing, setReviewing] = useState<ServiceRequest | null>(null);
  const [chatting, setChatting] = useState<ServiceRequest | null>(null);
  const [documenting, setDocumenting] = useState<ServiceRequest | null>(null);
  const [sharing, setSharing] = useState<ServiceRequest | null>(null);
  const [older, setOlder] = useState<{ items: readonly HistoryRequest[]; cursor: string | null } | null>(
    null,
  );
  const [loadingMore, setLoadingMore] = useState(false);
  const signedIn = !!user && user.userType !== "admin";
  const [first, refetch] = useQuery({ query: HistoryQuery, variables: { cursor: null }, pause: !signedIn });
  const [changes] = useSubscription(
    { query: HistoryUpdatesSubscription, pause: !signedIn },
    (previous: ReadonlyMap<string, HistoryRequest> = new Map(), data) => {
      const changed = readFragment(HistoryRequestFields, data.myRequests);
      return new Map(previous).set(changed.id, changed);
    },
  );
  const [, postReview] = useMutation(PostReviewMutation);

  const documentTitle = t("page.documentTitle");
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  const requests = useMemo(() => {
    const firstPage = (first.data?.myRequests.items ?? []).map((r) => readFragment(HistoryRequestFields, r));
    return historyList([firstPage, older?.items ?? []], changes.data ?? new Map()).map(toServiceRequest);
  }, [first.data, older, changes.data]);
  const nextCursor = older ? older.cursor : (first.data?.myRequests.nextCursor ?? null);

  if (loading) return <FullPageSpinner />;
  if (!user) return <PleaseLogIn />;

  const role = user.userType === "provider" ? "provider" : "customer";
  const viewer = user.userType;

  const loadMore = async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    const page = await client
      .query(HistoryQuery, { cursor: nextCursor }, { requestPolicy: "network-only" })
      .toPromise();
    setLoadingMore(false);
    if (!page.data) return;
    const items = page.data.myRequests.items.map((r) => readFragment(HistoryRequestFields, r));
    setOlder((current) => ({
      items: [...(current?.items ?? []), ...items],
      cursor: page.data!.myRequests.nextCursor,
    }));
  };

  return (
    <Container as="main" id="main" maxW="3xl" py={{ base: "4", md: "8" }} px={{ base: "4", md: "6" }}>
      <Stack gap="6">
        <HStack justify="space-between" gap="3">
          <Button asChild variant="ghost" size="sm" ms="-2">
            <RouterLink to={role === "provider" ? "/provider-dashboard" : "/"}>
              <ArrowLeftIcon /> {t("page.back")}
            </RouterLink>
          </Button>
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/profile">
              <UserIcon /> {t("page.profile")}
            </RouterLink>
          </Button>
        </HStack>
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t("page.title")}
          </Heading>
          <Text color="fg.muted">
            {role === "provider" ? t("page.subtitle.provider") : t("page.subtitle.customer")}
          </Text>
        </Stack>

        {viewer === "admin" && <Text color="fg.muted">{t("page.admins")}</Text>}

        {signedIn && !first.data && !first.error && (
          <Stack gap="4" role="status" aria-busy="true" aria-label={t("page.loading")}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height="40" borderRadius="xl" />
            ))}
          </Stack>
        )}

        {first.error && !first.data && (
          <Alert.Root status="error" alignItems="center">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t("page.loadFailed")}</Alert.Title>
              <Alert.Description>{first.error.message}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={() => refetch({ requestPolicy: "network-only" })}>
              {t("page.tryAgain")}
            </Button>
          </Alert.Root>
        )}

        {first.data && requests.length === 0 && (
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
              {t("page.none")}
            </Heading>
            <Text color="fg.muted" maxW="md">
              {role === "provider" ? t("page.empty.provider") : t("page.empty.customer")}
            </Text>
          </Stack>
        )}

        {requests.length > 0 && (
          <Box as="ul" listStyleType="none" display="grid" gap="4" aria-label={t("page.requests")}>
            {requests.map((request) => (
              <li key={request.id}>
                <RequestCard
                  view={requestCardView(request, viewer)}
                  onReview={() => setReviewing(request)}
                  onMessage={() => setChatting(request)}
                  onPhotos={() => setDocumenting(request)}
                  onFamilySafety={() => setSharing(request)}
                  money={
                    viewer === "customer" ? (
                      <RequestMoneySummary requestId={request.id} status={request.status} />
                    ) : undefined
                  }
                />
              </li>
            ))}
          </Box>
        )}

        {nextCursor && (
          <Button variant="outline" alignSelf="center" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? t("page.loadingMore") : t("page.older")}
          </Button>
        )}
      </Stack>

      <ReviewDialog
        open={reviewing !== null}
        onOpenChange={(open) => !open && setReviewing(null)}
        onSubmit={async ({ rating, comment }) => {
          if (!reviewing) return;
          const result = await postReview({ requestId: reviewing.id, rating: Number(rating), comment });
          if (result.error) throw result.error;
        }}
      />
      {chatting && (
        <ChatDialog
          requestId={chatting.id}
          open
          onOpenChange={(open) => !open && setChatting(null)}
          otherPartyName={role === "customer" ? chatting.providerName : t("page.yourCustomer")}
        />
      )}
      {documenting && (
        <PhotoDialog requestId={documenting.id} open onOpenChange={(open) => !open && setDocumenting(null)} />
      )}
      {sharing && (
        <FamilySafetyDialog requestId={sharing.id} open onOpenChange={(open) => !open && setSharing(null)} />
      )}
    </Container>
  );
}
