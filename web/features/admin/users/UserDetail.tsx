import { Badge, Box, Button, Heading, HStack, Spinner, Stack, Table, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "urql";
import { formatAed, formatRating, shortRequestId } from "../../../shared/format";
import { notify } from "../../../shared/toast";
import { AccountStandingPanel } from "./AccountStandingPanel";
import { AdminRevokeSessionsMutation, AdminUserDetailQuery } from "./usersQueries";

const dateOf = (iso: string) => new Date(iso).toLocaleString("en-AE", { timeZone: "Asia/Dubai" });

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
  const signOutEverywhere = async () => {
    const outcome = await revokeSessions({ userId });
    if (outcome.error) {
      notify.error("Sessions not ended", outcome.error.graphQLErrors[0]?.message ?? outcome.error.message);
      return;
    }
    const ended = outcome.data?.adminRevokeSessions ?? 0;
    notify.success(
      "Signed out everywhere",
      ended === 0
        ? `${user?.name ?? "This user"} had no open sessions.`
        : `${ended} session${ended === 1 ? "" : "s"} of ${user?.name ?? "this user"} ended; their live connections closed.`,
    );
  };
  const requests = result.data?.adminUserRequests.items ?? [];
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p="4" aria-label="User details">
      <HStack justify="space-between" mb="2">
        <Heading as="h3" size="md">
          {user ? user.name : "User"}
        </Heading>
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={revoking.fetching}
            onClick={signOutEverywhere}
          >
            Sign out everywhere
          </Button>
          <Button size="sm" variant="outline" onClick={onClose}>
            Close
          </Button>
        </HStack>
      </HStack>
      {result.fetching && !user ? <Spinner /> : null}
      {result.error ? (
        <Text color="red.600">{result.error.graphQLErrors[0]?.message ?? "Could not load."}</Text>
      ) : null}
      {user ? (
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {user.userType.toLowerCase()} · {user.email} · {user.phone} ·{" "}
            {user.rating === null
              ? "no ratings yet"
              : `rated ${formatRating(user.rating)} by ${user.totalRatings}`}
          </Text>
          <AccountStandingPanel
            userId={user.id}
            userType={user.userType}
            {...(onChanged ? { onChanged } : {})}
          />
          <Box>
            <Heading as="h4" size="sm" mb="2">
              History
            </Heading>
            {requests.length === 0 ? (
              <Text color="fg.muted">No requests.</Text>
            ) : (
              <Table.Root size="sm" aria-label="User history">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Request</Table.ColumnHeader>
                    <Table.ColumnHeader>Service</Table.ColumnHeader>
                    <Table.ColumnHeader>Status</Table.ColumnHeader>
                    <Table.ColumnHeader>Emirate</Table.ColumnHeader>
                    <Table.ColumnHeader>When</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
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
              Reviews received
            </Heading>
            {user.reviewsAbout.length === 0 ? (
              <Text color="fg.muted">No reviews.</Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap="2">
                {user.reviewsAbout.map((review) => (
                  <Box as="li" key={review.id} fontSize="sm">
                    <Text fontWeight="medium">
                      {"★".repeat(review.rating)}
                      {"☆".repeat(5 - review.rating)} from a {review.reviewerRole.toLowerCase()} ·{" "}
                      {dateOf(review.createdAt)}
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
