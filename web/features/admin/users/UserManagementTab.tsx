import { Badge, Box, Button, HStack, Input, Stack, Table, Tabs, Text } from "@chakra-ui/react";
import { useDeferredValue, useState } from "react";
import { useQuery } from "urql";
import { formatNumber, formatRating } from "../../../shared/format";
import { useT } from "../../../shared/i18n";
import { adminMessages } from "../messages";
import { UserDetail } from "./UserDetail";
import { AdminUsersQuery, USERS_PAGE_SIZE } from "./usersQueries";

const ROLES = ["CUSTOMER", "PROVIDER"] as const;
type Role = (typeof ROLES)[number];

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
  const t = useT(adminMessages);

  return (
    // The list below is the open tab's panel: each tab controls a panel that exists (axe-core).
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
      <Stack gap="4">
        <HStack gap="3" wrap="wrap">
          <Tabs.List>
            <Tabs.Trigger value="CUSTOMER">{t("users.customers")}</Tabs.Trigger>
            <Tabs.Trigger value="PROVIDER">{t("users.providers")}</Tabs.Trigger>
          </Tabs.List>
          <Input
            maxW="sm"
            placeholder={t("users.searchPlaceholder")}
            aria-label={t("users.search")}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setOffset(0);
            }}
          />
          {page ? (
            <Text fontSize="sm" color="fg.muted">
              {role === "CUSTOMER"
                ? t("users.customerCount", { count: page.total })
                : t("users.providerCount", { count: page.total })}
            </Text>
          ) : null}
        </HStack>
        {ROLES.map((value) => (
          <Tabs.Content key={value} value={value} p="0">
            {value === role ? (
              <Stack gap="4">
                {result.error ? (
                  <Text color="red.600">
                    {result.error.graphQLErrors[0]?.message ?? t("users.loadFailed")}
                  </Text>
                ) : null}
                <Box bg="bg" borderWidth="1px" borderRadius="xl" overflowX="auto">
                  <Table.Root size="sm" interactive aria-label={t("users.label")}>
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t("verification.name")}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t("users.email")}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t("users.city")}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t("regions.requests")}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t("regions.completed")}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t("users.cancelled")}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t("users.rating")}</Table.ColumnHeader>
                        {role === "PROVIDER" ? (
                          <Table.ColumnHeader>{t("payoutRuns.status")}</Table.ColumnHeader>
                        ) : null}
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
                                {t("standing.suspended")}
                              </Badge>
                            ) : null}
                          </Table.Cell>
                          <Table.Cell>{user.email}</Table.Cell>
                          <Table.Cell>{user.city}</Table.Cell>
                          <Table.Cell textAlign="end">{formatNumber(user.requests)}</Table.Cell>
                          <Table.Cell textAlign="end">{formatNumber(user.completed)}</Table.Cell>
                          <Table.Cell textAlign="end">{formatNumber(user.cancelled)}</Table.Cell>
                          <Table.Cell textAlign="end">
                            {user.rating === null
                              ? "—"
                              : t("users.ratingValue", {
                                  rating: formatRating(user.rating),
                                  total: formatNumber(user.totalRatings),
                                })}
                          </Table.Cell>
                          {role === "PROVIDER" ? (
                            <Table.Cell>
                              <Badge colorPalette={user.online ? "green" : "gray"}>
                                {user.online ? t("users.online") : t("users.offline")}
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
                      {t("common.previous")}
                    </Button>
                    <Text fontSize="sm">
                      {t("common.pageRange", {
                        first: formatNumber(offset + 1),
                        last: formatNumber(Math.min(page.total, offset + USERS_PAGE_SIZE)),
                        total: formatNumber(page.total),
                      })}
                    </Text>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={offset + USERS_PAGE_SIZE >= page.total}
                      onClick={() => setOffset(offset + USERS_PAGE_SIZE)}
                    >
                      {t("common.next")}
                    </Button>
                  </HStack>
                ) : null}
              </Stack>
            ) : null}
          </Tabs.Content>
        ))}
        {selected ? (
          <UserDetail
            userId={selected}
            onClose={() => setSelected(null)}
            onOpenTimeline={onOpenTimeline}
            onChanged={() => refetchUsers({ requestPolicy: "network-only" })}
          />
        ) : null}
      </Stack>
    </Tabs.Root>
  );
}
