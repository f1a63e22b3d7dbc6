import { Badge, Box, Button, Heading, HStack, Spinner, Stack, Table, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "urql";
import { formatAed, formatNumber, formatRating, formatWhen, shortRequestId } from "../../../shared/format";
import { useT } from "../../../shared/i18n";
import { notify } from "../../../shared/toast";
import { adminMessages } from "../messages";
import { AccountStandingPanel } from "./AccountStandingPanel";
import { AdminRevokeSessionsMutation, AdminUserDetailQuery } from "./usersQueries";

const dateOf = formatWhen;

/** One user's requests (as customer or provider) and the reviews others wrote about them. */
export function UserDetail({
  userId,
  onClose,
  onOpenTimeline,
  onChanged,
}: {
  readonly userId: string;
  readonly onClose: () => void;
  readonly onOpenTimeline: (requestId: string) => void;
  /** The account's standing changed (suspended or reinstated). */
  readonly onChanged?: () => void;
}) {
  const [result] = useQuery({
    query: AdminUserDetailQuery,
    variables: { userId },
    requestPolicy: "cache-and-network",
  });
  const [revoking, revokeSessions] = useMutation(AdminRevokeSessionsMutation);
  const user = result.data?.user;
  const t = useT(adminMessages);
  const signOutEverywhere = async () => {
    const outcome = await revokeSessions({ userId });
    if (outcome.error) {
      notify.error(
        t("userDetail.sessionsNotEnded"),
        outcome.error.graphQLErrors[0]?.message ?? outcome.error.message,
      );
      return;
    }
    const ended = outcome.data?.adminRevokeSessions ?? 0;
    notify.success(
      t("userDetail.signedOut"),
      ended === 0
        ? user
          ? t("userDetail.noSessions", { name: user.name })
          : t("userDetail.noSessionsUnnamed")
        : user
          ? t("userDetail.sessionsEnded", { count: ended, name: user.name })
          : t("userDetail.sessionsEndedUnnamed", { count: ended }),
    );
  };
  const requests = result.data?.adminUserRequests.items ?? [];
  return (
    <Box role="region" bg="bg" borderWidth="1px" borderRadius="xl" p="4" aria-label={t("userDetail.label")}>
      <HStack justify="space-between" mb="2">
        <Heading as="h3" size="md">
          {user ? user.name : t("userDetail.user")}
        </Heading>
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={revoking.fetching}
            onClick={signOutEverywhere}
          >
            {t("userDetail.signOutEverywhere")}
          </Button>
          <Button size="sm" variant="outline" onClick={onClose}>
            {t("common.close")}
          </Button>
        </HStack>
      </HStack>
      {result.fetching && !user ? <Spinner /> : null}
      {result.error ? (
        <Text color="red.600">{result.error.graphQLErrors[0]?.message ?? t("userDetail.loadFailed")}</Text>
      ) : null}
      {user ? (
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {user.rating === null
              ? t("userDetail.summaryUnrated", {
                  type: user.userType.toLowerCase(),
                  email: user.email,
                  phone: user.phone,
                })
              : t("userDetail.summaryRated", {
                  type: user.userType.toLowerCase(),
                  email: user.email,
                  phone: user.phone,
                  rating: formatRating(user.rating),
                  total: formatNumber(user.totalRatings),
                })}
          </Text>
          <AccountStandingPanel
            userId={user.id}
            userType={user.userType}
            {...(onChanged ? { onChanged } : {})}
          />
          <Box>
            <Heading as="h4" size="sm" mb="2">
              {t("review.history")}
            </Heading>
            {requests.length === 0 ? (
              <Text color="fg.muted">{t("userDetail.noRequests")}</Text>
            ) : (
              <Table.Root size="sm" aria-label={t("userDetail.history")}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t("reconciliation.request")}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("userDetail.service")}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("payoutRuns.status")}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("userDetail.emirate")}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("userDetail.when")}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t("userDetail.amount")}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {requests.map((request) => (
                    <Table.Row key={request.id}>
                      <Table.Cell>
                        <Button size="xs" variant="ghost" onClick={() => onOpenTimeline(request.id)}>
                          #{shortRequestId(request.id)}
                        </Button>
                      </Table.Cell>
                      <Table.Cell>{request.serviceType.toLowerCase()}</Table.Cell>
                      <Table.Cell>
                        <Badge size="sm">{request.status.toLowerCase()}</Badge>
                      </Table.Cell>
                      <Table.Cell>{request.pickupEmirate}</Table.Cell>
                      <Table.Cell>{dateOf(request.createdAt)}</Table.Cell>
                      <Table.Cell textAlign="end">
                        {formatAed(request.finalPrice ?? request.estimatedPrice)}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </Box>
          <Box>
            <Heading as="h4" size="sm" mb="2">
              {t("userDetail.reviews")}
            </Heading>
            {user.reviewsAbout.length === 0 ? (
              <Text color="fg.muted">{t("userDetail.noReviews")}</Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap="2">
                {user.reviewsAbout.map((review) => (
                  <Box as="li" key={review.id} fontSize="sm">
                    <Text fontWeight="medium">
                      {t("userDetail.reviewFrom", {
                        stars: "★".repeat(review.rating) + "☆".repeat(5 - review.rating),
                        role: review.reviewerRole.toLowerCase(),
                        when: dateOf(review.createdAt),
                      })}
                    </Text>
                    {review.comment ? <Text color="fg.muted">{review.comment}</Text> : null}
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
        </Stack>
      ) : null}
    </Box>
  );
}
