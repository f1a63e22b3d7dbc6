import { z } from "zod";
import { nowPriceForRank } from "../rules/comparisonPrices";
import { scheduleSurcharges } from "../rules/scheduleSurcharge";
import { startingPriceAed } from "../rules/serviceTypes";
import { ServiceType } from "../shared/values";
import { aedToFils, Fils, SignedFils } from "./fils";
import { splitGross, sumSplits, type VatSplit } from "./vat";

/**
 * What a line of a quote, invoice or credit note is for. Codes, not sentences: the screens and
 * documents say them in the reader's language.
 * - service: the service's starting price (spec §9);
 * - rank-price: the chosen captain's comparison-rank difference from it ("now" bookings, negative for #1);
 * - weekend-surcharge, off-hours-surcharge: scheduled slots (spec §9);
 * - extra: something the captain proposed on the job and the customer approved;
 * - cancellation-fee: cancelling after a captain accepted;
 * - refund: a credit note's line.
 */
export const PriceLineCode = z.enum([
  "service",
  "rank-price",
  "weekend-surcharge",
  "off-hours-surcharge",
  "extra",
  "cancellation-fee",
  "refund",
]);
export type PriceLineCode = z.infer<typeof PriceLineCode>;

/** One priced line; gross includes VAT, net + vat = gross, amounts in fils (negative only for rank-price and credits). */
export const PriceLine = z.object({
  code: PriceLineCode,
  serviceType: ServiceType,
  /** rank-price: the captain's rank; otherwise null. */
  rank: z.number().int().positive().nullable(),
  /** extra and refund: the words the captain or admin wrote; otherwise null. */
  note: z.string().trim().max(200).nullable(),
  grossFils: SignedFils,
  netFils: SignedFils,
  vatFils: SignedFils,
});
export type PriceLine = z.infer<typeof PriceLine>;

export const PriceTotals = z.object({ grossFils: Fils, netFils: Fils, vatFils: Fils });
export type PriceTotals = z.infer<typeof PriceTotals>;

export interface QuoteInput {
  readonly serviceType: ServiceType;
  /** The booked slot; null books now. */
  readonly scheduledAt: Date | null;
  /** The chosen captain's comparison rank for a "now" booking, or null (see bookingPriceAed). */
  readonly chosenProviderRank: number | null;
}

/**
 * The lines of a booking's quote, each with its VAT carved out and rounded (vat.ts). Their gross sum
 * is bookingPriceAed's figure, so the quote and the comparison list never disagree.
 */
export function quoteLines(input: QuoteInput): PriceLine[] {
  const line = (code: PriceLineCode, grossFils: number, rank: number | null = null): PriceLine => ({
    code,
    serviceType: input.serviceType,
    rank,
    note: null,
    ...splitGross(grossFils),
  });
  if (input.scheduledAt !== null) {
    const base = aedToFils(startingPriceAed(input.serviceType, "schedule"));
    return [
      line("service", base),
      ...scheduleSurcharges(input.scheduledAt).map((surcharge) =>
        line(
          surcharge.kind === "weekend" ? "weekend-surcharge" : "off-hours-surcharge",
          aedToFils(surcharge.amountAed),
        ),
      ),
    ];
  }
  const baseAed = startingPriceAed(input.serviceType, "quick-booking");
  const lines = [line("service", aedToFils(baseAed))];
  if (input.chosenProviderRank !== null) {
    const difference = aedToFils(nowPriceForRank(baseAed, input.chosenProviderRank) - baseAed);
    if (difference !== 0) lines.push(line("rank-price", difference, input.chosenProviderRank));
  }
  return lines;
}

/** A line for an amount the captain proposes or a fee, VAT carved out the same way. */
export function pricedLine(
  code: PriceLineCode,
  serviceType: ServiceType,
  grossFils: number,
  note: string | null = null,
): PriceLine {
  return { code, serviceType, rank: null, note, ...splitGross(grossFils) };
}

export function totalsOf(lines: readonly VatSplit[]): PriceTotals {
  return sumSplits(lines);
}

/** How long a quote holds (issue 20): the customer confirms within it or asks again. */
export const QUOTE_VALID_SECONDS = 600;
