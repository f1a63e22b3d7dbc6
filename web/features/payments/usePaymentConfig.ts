import { useQuery } from "urql";
import { type PaymentConfig, PaymentConfigQuery } from "./paymentOperations";

/** The server's payment settings: which processor, its test cards, the cancellation fee. */
export function usePaymentConfig(): { config: PaymentConfig | null; error: string | null } {
  const [result] = useQuery({ query: PaymentConfigQuery });
  return { config: result.data?.paymentConfig ?? null, error: result.error?.message ?? null };
}
