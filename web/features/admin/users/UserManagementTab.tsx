import { Badge, Box, Button, HStack, Input, Stack, Table, Tabs, Text } from "@chakra-ui/react";
import { useDeferredValue, useState } from "react";
import { useQuery } from "urql";
import { formatRating } from "../../../shared/format";
import { UserDetail } from "./UserDetail";
import { AdminUsersQuery, USERS_PAGE_SIZE } from "./usersQueries";

type Role = "CUSTOMER" | "PROVIDER";

/** User Management: customers and providers, searchable, each with their history and ratings. */
export function UserManagementTab({
  onOpenTimeline,
}: {
  readonly onOpenTimeline: (requestId: string) => void;
}) {
  const [role, setRole] = useState<Role>("CUSTOMER");
  const [search, setSearch] = useState("");
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const deferredSearch = useDeferredValue(search.trim());
  const [result, refetchUsers] = useQuery({
    query: AdminUsersQuery,
    variables: { role, search: deferredSearch || null, offset },
    requestPolicy: "cache-and-network",
  });
  const page = result.data?.adminUsers;

  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap">
        <Tabs.Root
          value={role}
          onValueChange={(details) => {
            setRole(details.value as Role);
            setOffset(0);
            setSelected(null);
          }}
          variant="enclosed"
          size="sm"
        >
          <Tabs.List>
            <Tabs.Trigger value="CUSTOMER">Customers</Tabs.Trigger>
            <Tabs.Trigger value="PROVIDER">Providers</Tabs.Trigger>
          </Tabs.List>
        </Tabs.Root>
        <Input
          maxW="sm"
          placeholder="Search name, email or phone"
          aria-label="Search users"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setOffset(0);
          }}
        />
        {page ? (
          <Text fontSize="sm" color="fg.muted">
            {page.total} {role === "CUSTOMER" ? "customer" : "provider"}
            {page.total === 1 ? "" : "s"}
          </Text>
        ) : null}
      </HStack>
      {result.error ? (
        <Text color="red.600">{result.error.graphQLErrors[0]?.message ?? "Could not load users."}</Text>
      ) : null}
      <Box bg="bg" borderWidth="1px" borderRadius="xl" overflowX="auto">
        <Table.Root size="sm" interactive aria-label="Users">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Email</Table.ColumnHeader>
              <Table.ColumnHeader>City</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Requests</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Completed</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Cancelled</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Rating</Table.ColumnHeader>
              {role === "PROVIDER" ? <Table.ColumnHeader>Status</Table.ColumnHeader> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(page?.items ?? []).map((user) => (
              <Table.Row
                key={user.id}
                cursor="pointer"
                onClick={() => setSelected(user.id)}
                aria-selected={selected === user.id}
              >
                <Table.Cell>
                  <Button variant="plain" size="sm" px="0" onClick={() => setSelected(user.id)}>
                    {user.name}
                  </Button>
                  {user.suspensionReason !== null ? (
                    <Badge colorPalette="red" ms="2" title={user.suspensionReason}>
                      suspended
                    </Badge>
                  ) : null}
                </Table.Cell>
                <Table.Cell>{user.email}</Table.Cell>
                <Table.Cell>{user.city}</Table.Cell>
                <Table.Cell textAlign="end">{user.requests}</Table.Cell>
                <Table.Cell textAlign="end">{user.completed}</Table.Cell>
                <Table.Cell textAlign="end">{user.cancelled}</Table.Cell>
                <Table.Cell textAlign="end">
                  {user.rating === null ? "—" : `${formatRating(user.rating)} (${user.totalRatings})`}
                </Table.Cell>
                {role === "PROVIDER" ? (
                  <Table.Cell>
                    <Badge colorPalette={user.online ? "green" : "gray"}>
                      {user.online ? "online" : "offline"}
                    </Badge>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {page && page.total > USERS_PAGE_SIZE ? (
        <HStack>
          <Button
            size="sm"
            variant="outline"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - USERS_PAGE_SIZE))}
          >
            Previous
          </Button>
          <Text fontSize="sm">
            {offset + 1}–{Math.min(page.total, offset + USERS_PAGE_SIZE)} of {page.total}
          </Text>
          <Button
            size="sm"
            variant="outline"
            disabled={offset + USERS_PAGE_SIZE >= page.total}
            onClick={() => setOffset(offset + USERS_PAGE_SIZE)}
          >
            Next
          </Button>
        </HStack>
      ) : null}
      {selected ? (
        <UserDetail
          userId={selected}
          onClose={() => setSelected(null)}
          onOpenTimeline={onOpenTimeline}
          onChanged={() => refetchUsers({ requestPolicy: "network-only" })}
        />
      ) : null}
    </Stack>
  );
}
