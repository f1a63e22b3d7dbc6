import { Box, Button, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { enumLabel, formatWhen } from "../../../shared/format";
import { useT } from "../../../shared/i18n";
import { LoadErrorAlert } from "../../../shared/ui/LoadErrorAlert";
import { adminMessages } from "../messages";
import { CaptainReviewPanel } from "./CaptainReviewPanel";
import type { VerificationQueue } from "./useVerificationQueue";

/** Verification: captains waiting for review, oldest first; open one to check the papers and decide. */
export function VerificationTab({ queue }: { readonly queue: VerificationQueue }) {
  const [selected, setSelected] = useState<string | null>(null);
  const captains = queue.captains ?? [];
  const t = useT(adminMessages);
  const open = captains.find((captain) => captain.providerId === selected) ?? null;

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {queue.captains === null
            ? t("verification.loading")
            : captains.length === 0
              ? t("verification.empty")
              : t("verification.waiting", { count: captains.length })}
        </Text>
        <Button size="sm" variant="outline" onClick={queue.refresh}>
          {t("common.refresh")}
        </Button>
      </HStack>
      {queue.error && (
        <LoadErrorAlert
          title={t("verification.loadFailed", { reason: queue.error })}
          onRetry={queue.refresh}
        />
      )}
      {captains.length > 0 && (
        <Box bg="bg" borderWidth="1px" borderRadius="xl" overflowX="auto">
          <Table.Root size="sm" interactive aria-label={t("verification.queue")}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("verification.name")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("verification.tradeName")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("verification.submitted")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("verification.emirates")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("verification.services")}</Table.ColumnHeader>
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
                  <Table.Cell>{captain.submittedAt ? formatWhen(captain.submittedAt) : "—"}</Table.Cell>
                  <Table.Cell>
                    {(captain.profile
                      ? captain.profile.emirates.map(enumLabel).join(t("common.listSeparator"))
                      : null) ?? "—"}
                  </Table.Cell>
                  <Table.Cell>
                    {(captain.profile
                      ? captain.profile.services.map(enumLabel).join(t("common.listSeparator"))
                      : null) ?? "—"}
                  </Table.Cell>
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
