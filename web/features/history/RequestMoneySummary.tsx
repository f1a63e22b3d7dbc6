import { Link, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { useQuery } from "urql";
import { readFragment } from "../../shared/graphql";
import { useT } from "../../shared/i18n";
import { CustomerMoneyFields, RequestMoneyQuery } from "../payments/moneyOperations";
import { historyMessages } from "./messages";
import { moneyView } from "./moneyView";

/**
 * A history card's money, from the server's money read model: the amount with its VAT, how it was
 * paid, refunds, and the tax invoice and credit notes to download. Nothing for requests made
 * before quotes existed.
 */
export function RequestMoneySummary({
  requestId,
  status,
}: {
  readonly requestId: string;
  readonly status: string;
}) {
  const [result, refetch] = useQuery({ query: RequestMoneyQuery, variables: { requestId } });
  const t = useT(historyMessages);
  // The card's live status changes (completed, cancelled) bring an invoice or a fee: ask again then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: status is the signal to refetch
  useEffect(() => {
    refetch({ requestPolicy: "network-only" });
  }, [status, refetch]);
  const money = result.data?.requestMoney
    ? readFragment(CustomerMoneyFields, result.data.requestMoney)
    : null;
  if (!money) return null;
  const view = moneyView(money);
  return (
    <Stack gap="1" fontSize="sm" borderTopWidth="1px" pt="2" aria-label={t("money.label")} role="group">
      {view.total && <Text fontWeight="semibold">{view.total}</Text>}
      <Text color="fg.muted">{view.payment}</Text>
      {view.refunded && <Text>{view.refunded}</Text>}
      {view.invoice && (
        <Link href={view.invoice.url} download colorPalette="blue" target="_blank" rel="noopener">
          {view.invoice.label}
        </Link>
      )}
      {view.creditNotes.map((note) => (
        <Link key={note.url} href={note.url} download colorPalette="blue" target="_blank" rel="noopener">
          {t("money.download", { label: note.label })}
        </Link>
      ))}
    </Stack>
  );
}
