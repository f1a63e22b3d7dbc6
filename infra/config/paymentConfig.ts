import { z } from "zod";
import { DEFAULT_CANCELLATION_FEE_FILS } from "../../domain/money/cancellationFee";
import { DEFAULT_COMMISSION_BASIS_POINTS } from "../../domain/money/commission";
import { aedToFils } from "../../domain/money/fils";
import { parseTrn } from "../../domain/money/trn";

/**
 * The card processor, the platform's commission and cancellation fee, and the supplier printed on
 * tax invoices: their environment variables (docs/payments.md).
 */
export const PaymentEnv = {
  /** `test`: the embedded test card processor (offline, documented cards); `stripe`: Stripe PaymentIntents. */
  PAYMENT_PROVIDER: z.enum(["test", "stripe"]).default("test"),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(
      /^(sk|rk)_(test|live)_\w+$/,
      "must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_…)",
    )
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .trim()
    .regex(/^pk_(test|live)_\w+$/, "must be a Stripe publishable key (pk_test_… or pk_live_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\w+$/, "must be a webhook signing secret (whsec_…, from the webhook endpoint's page)")
    .optional(),
  /** The platform's share of each job's net price, in percent (two decimals at most). */
  COMMISSION_PERCENT: z.coerce
    .number()
    .min(0, "must be from 0 to 100")
    .max(100, "must be from 0 to 100")
    .refine((p) => Number.isInteger(Math.round(p * 100 * 1e6) / 1e6), "must have at most two decimals")
    .default(DEFAULT_COMMISSION_BASIS_POINTS / 100),
  /** What cancelling after a captain accepted costs, VAT included. */
  CANCELLATION_FEE_AED: z.coerce
    .number()
    .min(0, "must not be negative")
    .max(10_000, "must be at most AED 10,000")
    .refine((aed) => Math.abs(aed * 100 - Math.round(aed * 100)) < 1e-6, "must have at most two decimals")
    .default(DEFAULT_CANCELLATION_FEE_FILS / 100),
  SUPPLIER_NAME: z.string().trim().min(2).max(200).optional(),
  SUPPLIER_ADDRESS: z.string().trim().min(5).max(400).optional(),
  SUPPLIER_TRN: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      if (value === undefined) return;
      const parsed = parseTrn(value);
      if ("error" in parsed) ctx.addIssue({ code: "custom", message: parsed.error });
    }),
};

/** Printed on tax invoices when SUPPLIER_* are unset: plainly a demo, never a real company's TRN. */
export const DEMO_SUPPLIER = {
  name: "Roadside Demo Trading LLC (demo supplier: set SUPPLIER_NAME)",
  address: "Demo address, Business Bay, Dubai, United Arab Emirates (set SUPPLIER_ADDRESS)",
  trn: "100000000000003",
} as const;

interface ParsedPaymentEnv {
  PAYMENT_PROVIDER: "test" | "stripe";
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  COMMISSION_PERCENT: number;
  CANCELLATION_FEE_AED: number;
  SUPPLIER_NAME?: string | undefined;
  SUPPLIER_ADDRESS?: string | undefined;
  SUPPLIER_TRN?: string | undefined;
}

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  /** Unset: the webhook endpoint answers 404 (nothing could verify a signature). */
  webhookSecret: string | null;
}

export interface PaymentConfig {
  payments: {
    provider: "test" | "stripe";
    /** Set exactly when provider is stripe. */
    stripe: StripeSettings | null;
  };
  money: {
    commissionPercent: number;
    /** The same in basis points (15 % = 1500), what domain/money/commission.ts takes. */
    commissionBasisPoints: number;
    cancellationFeeFils: number;
    supplier: { name: string; address: string; trn: string; isDemo: boolean };
  };
}

/** The cross-variable rules; null when they agree. */
export function paymentConfigProblem(env: ParsedPaymentEnv): string | null {
  if (env.PAYMENT_PROVIDER === "stripe" && !env.STRIPE_SECRET_KEY)
    return "STRIPE_SECRET_KEY: is required when PAYMENT_PROVIDER=stripe (the secret key from the Stripe dashboard, sk_test_… for test mode)";
  if (env.PAYMENT_PROVIDER === "stripe" && !env.STRIPE_PUBLISHABLE_KEY)
    return "STRIPE_PUBLISHABLE_KEY: is required when PAYMENT_PROVIDER=stripe (the browser's payment form needs it)";
  const live = (key: string | undefined) => key?.includes("_live_");
  if (
    env.STRIPE_SECRET_KEY &&
    env.STRIPE_PUBLISHABLE_KEY &&
    live(env.STRIPE_SECRET_KEY) !== live(env.STRIPE_PUBLISHABLE_KEY)
  )
    return "STRIPE_PUBLISHABLE_KEY: must be of the same mode (test or live) as STRIPE_SECRET_KEY";
  return null;
}

export function paymentConfigOf(env: ParsedPaymentEnv): PaymentConfig {
  const supplierSet =
    env.SUPPLIER_NAME !== undefined || env.SUPPLIER_ADDRESS !== undefined || env.SUPPLIER_TRN !== undefined;
  const trn =
    env.SUPPLIER_TRN === undefined ? DEMO_SUPPLIER.trn : (parseTrn(env.SUPPLIER_TRN) as { trn: string }).trn;
  return {
    payments: {
      provider: env.PAYMENT_PROVIDER,
      stripe:
        env.PAYMENT_PROVIDER === "stripe" && env.STRIPE_SECRET_KEY
          ? {
              secretKey: env.STRIPE_SECRET_KEY,
              publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
            }
          : null,
    },
    money: {
      commissionPercent: env.COMMISSION_PERCENT,
      commissionBasisPoints: Math.round(env.COMMISSION_PERCENT * 100),
      cancellationFeeFils: aedToFils(env.CANCELLATION_FEE_AED),
      supplier: {
        name: env.SUPPLIER_NAME ?? DEMO_SUPPLIER.name,
        address: env.SUPPLIER_ADDRESS ?? DEMO_SUPPLIER.address,
        trn,
        isDemo: !supplierSet,
      },
    },
  };
}
