import { Badge, Box, Button, DataList, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useQuery } from "urql";
import { enumLabel, formatAed } from "../../../shared/format";
import { readFragment } from "../../../shared/graphql";
import { useT } from "../../../shared/i18n";
import { adminMessages } from "../messages";
import { type AdminRequestMoney, AdminRequestMoneyFields, AdminRequestMoneyQuery } from "./moneyDocuments";
import { RefundDialog } from "./RefundDialog";

const amount = (aed: number | null) => (aed === null ? "—" : formatAed(aed));

/**
 * A request's money for admins, under its timeline: the payment and where it stands, the documents, the
 * refunds so far and Refund (card payments only, up to what is left to refund).
 */
export function RequestMoneyPanel({ requestId }: { readonly requestId: string }) {
  const [result, reexecute] = useQuery({
    query: AdminRequestMoneyQuery,
    variables: { requestId },
    requestPolicy: "network-only",
  });
  const [updated, setUpdated] = useState<AdminRequestMoney | null>(null);
  const [refunding, setRefunding] = useState(false);
  const t = useT(adminMessages);
  const loaded = result.data?.requestMoney;
  const money = updated ?? (loaded ? readFragment(AdminRequestMoneyFields, loaded) : null);

  if (result.error && !money)
    return (
      <Text color="red.600" mt="3" role="alert">
        {t("requestMoney.loadFailed", {
          reason: result.error.graphQLErrors[0]?.message ?? result.error.message,
        })}{" "}
        <Button size="xs" variant="outline" onClick={() => reexecute({ requestPolicy: "network-only" })}>
          {t("common.tryAgain")}
        </Button>
      </Text>
    );
  if (!money) return null;

  const card = money.paymentMethod !== "CASH";
  const items: [string, string][] = [
    [
      t("requestMoney.paidBy"),
      money.cardBrand
        ? t("requestMoney.paidByCard", {
            method: enumLabel(money.paymentMethod),
            brand: money.cardBrand,
            last4: money.cardLast4 ?? "",
          })
        : enumLabel(money.paymentMethod),
    ],
    [t("requestMoney.finalAmount"), amount(money.finalAmountAed)],
    [t("requestMoney.authorized"), formatAed(money.authorizedAed)],
    [t("requestMoney.captured"), formatAed(money.capturedAed)],
    [t("ledger.refunded"), formatAed(money.refundedAed)],
    [t("requestMoney.refundable"), formatAed(money.refundableAed)],
    [t("requestMoney.cancellationFee"), amount(money.cancellationFeeAed)],
    [t("ledger.cashCollected"), amount(money.cashCollectedAed)],
  ];

  return (
    <Box as="section" aria-labelledby="request-money-heading" mt="4" borderTopWidth="1px" pt="3">
      <HStack justify="space-between" mb="2" wrap="wrap" gap="2">
        <Heading as="h3" size="sm" id="request-money-heading">
          {t("requestMoney.payment")} <Badge size="sm">{enumLabel(money.paymentStatus)}</Badge>
        </Heading>
        {card && money.refundableAed > 0 ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRefunding(true)}>
            {t("refund.action")}
          </Button>
        ) : null}
      </HStack>
      <DataList.Root orientation="horizontal" size="sm">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Stack gap="1" mt="2" fontSize="sm">
        {money.invoice ? (
          <Link href={money.invoice.downloadUrl} target="_blank" rel="noopener" colorPalette="red">
            {t("requestMoney.invoice", { number: money.invoice.number })}
          </Link>
        ) : null}
        {money.creditNotes.map((note) => (
          <Link key={note.number} href={note.downloadUrl} target="_blank" rel="noopener" colorPalette="red">
            {t("requestMoney.creditNote", { number: note.number, total: formatAed(note.totalAed) })}
          </Link>
        ))}
        {money.refunds.map((refund) => (
          <Text key={refund.id} data-refund-id={refund.id}>
            {refund.status === "REFUNDED"
              ? t("requestMoney.refundDone", { amount: formatAed(refund.amountAed), reason: refund.reason })
              : t("requestMoney.refundRequested", {
                  amount: formatAed(refund.amountAed),
                  reason: refund.reason,
                })}
          </Text>
        ))}
      </Stack>
      <RefundDialog
        open={refunding}
        money={money}
        onClose={() => setRefunding(false)}
        onRefunded={setUpdated}
      />
    </Box>
  );
}
