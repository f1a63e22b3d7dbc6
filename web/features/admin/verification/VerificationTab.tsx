import { Box, Button, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { enumLabel } from "../../../shared/format";
import { LoadErrorAlert } from "../../../shared/ui/LoadErrorAlert";
import { CaptainReviewPanel } from "./CaptainReviewPanel";
import type { VerificationQueue } from "./useVerificationQueue";

const when = (iso: string) => new Date(iso).toLocaleString("en-AE", { timeZone: "Asia/Dubai" });

/** Verification: captains waiting for review, oldest first; open one to check the papers and decide. */
export function VerificationTab({ queue }: { readonly queue: VerificationQueue }) {
  const [selected, setSelected] = useState<string | null>(null);
  const captains = queue.captains ?? [];
  const open = captains.find((captain) => captain.providerId === selected) ?? null;

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {queue.captains === null
            ? "Loading the queue…"
            : captains.length === 0
              ? "No captain is waiting for review."
              : `${captains.length} captain${captains.length === 1 ? "" : "s"} waiting, oldest first.`}
        </Text>
        <Button size="sm" variant="outline" onClick={queue.refresh}>
          Refresh
        </Button>
      </HStack>
      {queue.error && (
        <LoadErrorAlert title={`The queue could not be loaded: ${queue.error}`} onRetry={queue.refresh} />
      )}
      {captains.length > 0 && (
        <Box bg="bg" borderWidth="1px" borderRadius="xl" overflowX="auto">
          <Table.Root size="sm" interactive aria-label="Verification queue">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Trade name</Table.ColumnHeader>
                <Table.ColumnHeader>Submitted</Table.ColumnHeader>
                <Table.ColumnHeader>Emirates</Table.ColumnHeader>
                <Table.ColumnHeader>Services</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {captains.map((captain) => (
                <Table.Row
                  key={captain.providerId}
                  cursor="pointer"
                  onClick={() => setSelected(captain.providerId)}
                  aria-selected={selected === captain.providerId}
                >
                  <Table.Cell>
                    <Button variant="plain" size="sm" px="0" onClick={() => setSelected(captain.providerId)}>
                      {captain.name}
                    </Button>
                  </Table.Cell>
                  <Table.Cell>{captain.profile?.tradeName ?? "—"}</Table.Cell>
                  <Table.Cell>{captain.submittedAt ? when(captain.submittedAt) : "—"}</Table.Cell>
                  <Table.Cell>{captain.profile?.emirates.map(enumLabel).join(", ") ?? "—"}</Table.Cell>
                  <Table.Cell>{captain.profile?.services.map(enumLabel).join(", ") ?? "—"}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {open && (
        <CaptainReviewPanel
          key={open.providerId}
          captain={open}
          onClose={() => setSelected(null)}
          onDecided={() => {
            setSelected(null);
            queue.refresh();
          }}
        />
      )}
    </Stack>
  );
}
