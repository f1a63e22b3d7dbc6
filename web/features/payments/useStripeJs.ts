import type { Stripe } from "@stripe/stripe-js";
import { useCallback, useEffect, useState } from "react";

/**
 * Stripe.js could not be loaded: `reason` is the browser's or the library's own words, or null where
 * Stripe.js cannot run at all. The payment step says it in the reader's language.
 */
export class StripeJsLoadError extends Error {
  override readonly name = "StripeJsLoadError";
  constructor(readonly reason: string | null) {
    super(`Stripe's card form could not be loaded (${reason ?? "Stripe.js is not available here"}).`);
  }
}

/**
 * Stripe.js for the publishable key. The package is imported here, on demand, not at the top of a
 * module: importing @stripe/stripe-js injects Stripe's script into the page, and only the payment
 * step with PAYMENT_PROVIDER=stripe needs it (the test processor and every other page never load
 * it). Rejects with a StripeJsLoadError when the script cannot load (offline, blocked by an
 * extension or a network filter).
 */
export async function loadStripeJs(publishableKey: string): Promise<Stripe> {
  let stripe: Stripe | null;
  try {
    const { loadStripe } = await import("@stripe/stripe-js");
    stripe = await loadStripe(publishableKey);
  } catch (error) {
    throw new StripeJsLoadError(error instanceof Error ? error.message : String(error));
  }
  // loadStripe answers null only where there is no window (server rendering), which a browser is not.
  if (!stripe) throw new StripeJsLoadError(null);
  return stripe;
}

export type StripeJsState =
  | { readonly status: "idle" }
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly stripe: Stripe }
  | { readonly status: "failed"; readonly reason: string | null };

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
      (error: unknown) =>
        current &&
        setState({
          status: "failed",
          reason: error instanceof StripeJsLoadError ? error.reason : String(error),
        }),
    );
    return () => {
      current = false;
    };
  }, [publishableKey, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
