import { useCallback, useEffect, useRef, useState } from "react";
import { useMutation } from "urql";
import { formatNumber } from "../../shared/format";
import { readFragment } from "../../shared/graphql";
import { type Quote, QuoteBookingMutation, QuoteFields, type QuoteInput } from "./paymentOperations";

/** The quote was not given: the server's sentence, or null when nothing came back at all. */
export interface QuoteFailure {
  readonly serverMessage: string | null;
}

export interface QuoteState {
  readonly quote: Quote | null;
  readonly error: QuoteFailure | null;
  readonly loading: boolean;
  /** Asks the server for a fresh quote (after it expired, or after an error). */
  readonly requote: () => void;
}

/**
 * The server's quote for this booking, fetched on entering the payment step and again whenever the
 * input changes or the caller asks (the countdown asks when the quote expires).
 */
export function useQuote(input: QuoteInput): QuoteState {
  const [state, run] = useMutation(QuoteBookingMutation);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [error, setError] = useState<QuoteFailure | null>(null);
  const key = JSON.stringify(input);
  // The latest answer wins: a slow first quote must not replace the re-quote that followed it.
  const attempt = useRef(0);

  const requote = useCallback(() => {
    const mine = ++attempt.current;
    setError(null);
    void run({ input: JSON.parse(key) as QuoteInput }).then((outcome) => {
      if (mine !== attempt.current) return;
      if (outcome.data) setQuote(readFragment(QuoteFields, outcome.data.quoteBooking));
      else
        setError({
          serverMessage: outcome.error?.graphQLErrors[0]?.message ?? outcome.error?.message ?? null,
        });
    });
  }, [run, key]);

  useEffect(() => {
    setQuote(null);
    requote();
  }, [requote]);

  return { quote, error, loading: state.fetching, requote };
}

/** Whole seconds from `now` until `validUntil`, never below zero. */
export function secondsUntil(validUntil: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(validUntil) - now) / 1000));
}

/** "9:05" for 545 seconds, in the reader's digits. */
export function formatCountdown(seconds: number): string {
  return `${formatNumber(Math.floor(seconds / 60))}:${formatNumber(seconds % 60, { minimumIntegerDigits: 2 })}`;
}

/**
 * Seconds left on a quote, ticking once a second (the one timer here: a countdown is a clock), and
 * calling `onExpired` once when it reaches zero.
 */
export function useSecondsLeft(validUntil: string | null, onExpired: () => void): number | null {
  // The clock reading belongs to one quote: a new quote is measured from now, not from the last tick.
  const [tick, setTick] = useState(() => ({ validUntil, now: Date.now() }));
  const expired = useRef(onExpired);
  expired.current = onExpired;
  useEffect(() => {
    if (validUntil === null) return;
    const timer = setInterval(() => setTick({ validUntil, now: Date.now() }), 1000);
    return () => clearInterval(timer);
  }, [validUntil]);
  const now = tick.validUntil === validUntil ? tick.now : Date.now();
  const left = validUntil === null ? null : secondsUntil(validUntil, now);
  useEffect(() => {
    if (left === 0) expired.current();
  }, [left]);
  return left;
}
