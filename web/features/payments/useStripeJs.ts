import type { Stripe } from "@stripe/stripe-js";
import { useCallback, useEffect, useState } from "react";

/**
 * Stripe.js for the publishable key. The package is imported here, on demand, not at the top of a
 * module: importing @stripe/stripe-js injects Stripe's script into the page, and only the payment
 * step with PAYMENT_PROVIDER=stripe needs it (the test processor and every other page never load
 * it). Rejects with a message a customer can read when the script cannot load (offline, blocked by
 * an extension or a network filter).
 */
export async function loadStripeJs(publishableKey: string): Promise<Stripe> {
  let stripe: Stripe | null;
  try {
    const { loadStripe } = await import("@stripe/stripe-js");
    stripe = await loadStripe(publishableKey);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`Stripe's card form could not be loaded (${why}).`);
  }
  // loadStripe answers null only where there is no window (server rendering), which a browser is not.
  if (!stripe) throw new Error("Stripe's card form could not be loaded (Stripe.js is not available here).");
  return stripe;
}

export type StripeJsState =
  | { readonly status: "idle" }
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly stripe: Stripe }
  | { readonly status: "failed"; readonly message: string };

/**
 * Loads Stripe.js when given a publishable key (null: nothing is loaded). `retry` loads again after
 * a failure: @stripe/stripe-js forgets a failed load, so a second try fetches the script afresh.
 */
export function useStripeJs(publishableKey: string | null): StripeJsState & { readonly retry: () => void } {
  const [state, setState] = useState<StripeJsState>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger
  useEffect(() => {
    if (!publishableKey) {
      setState({ status: "idle" });
      return;
    }
    let current = true;
    setState({ status: "loading" });
    loadStripeJs(publishableKey).then(
      (stripe) => current && setState({ status: "ready", stripe }),
      (error: Error) => current && setState({ status: "failed", message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [publishableKey, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
