import { useEffect, useRef } from "react";
import { useQuery } from "urql";
import { uaeDay } from "./moneyDates";
import { type TodayLedger, TodayLedgerQuery } from "./moneyDocuments";

/** Today's (UAE day) ledger revenue; `changedAt` changes when something may have moved it. */
export function useTodayLedger(changedAt: string | null): TodayLedger | null {
  const [result, reexecute] = useQuery({
    query: TodayLedgerQuery,
    variables: { day: uaeDay(new Date()) },
    requestPolicy: "cache-and-network",
  });
  const seen = useRef(changedAt);
  useEffect(() => {
    if (seen.current === changedAt) return;
    seen.current = changedAt;
    reexecute({ requestPolicy: "network-only" });
  }, [changedAt, reexecute]);
  return result.data?.ledgerSummary ?? null;
}
