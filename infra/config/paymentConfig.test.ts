import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { DEMO_SUPPLIER } from "./paymentConfig";

const STRIPE = {
  PAYMENT_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_test_51Abc",
  STRIPE_PUBLISHABLE_KEY: "pk_test_51Abc",
};

describe("payment configuration", () => {
  it("defaults to the test processor, 15 % commission, AED 50 fee and the demo supplier", () => {
    const config = loadConfig({});
    expect(config.payments).toEqual({ provider: "test", stripe: null });
    expect(config.money).toEqual({
      commissionPercent: 15,
      commissionBasisPoints: 1500,
      cancellationFeeFils: 5_000,
      supplier: { ...DEMO_SUPPLIER, isDemo: true },
    });
    expect(config.money.supplier.name).toMatch(/demo/i);
  });

  it("takes Stripe's keys, the commission, the fee and the supplier from the environment", () => {
    const config = loadConfig({
      ...STRIPE,
      STRIPE_WEBHOOK_SECRET: "whsec_abc123",
      COMMISSION_PERCENT: "12.5",
      CANCELLATION_FEE_AED: "35.50",
      SUPPLIER_NAME: "Roadside Assistance LLC",
      SUPPLIER_ADDRESS: "Office 1204, Bay Square 3, Business Bay, Dubai",
      SUPPLIER_TRN: "100-2345-6789-0123",
    });
    expect(config.payments).toEqual({
      provider: "stripe",
      stripe: { secretKey: "sk_test_51Abc", publishableKey: "pk_test_51Abc", webhookSecret: "whsec_abc123" },
    });
    expect(config.money).toEqual({
      commissionPercent: 12.5,
      commissionBasisPoints: 1250,
      cancellationFeeFils: 3_550,
      supplier: {
        name: "Roadside Assistance LLC",
        address: "Office 1204, Bay Square 3, Business Bay, Dubai",
        trn: "100234567890123",
        isDemo: false,
      },
    });
  });

  it("keeps Stripe's keys out of the way while the test processor runs", () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: "sk_test_51Abc" }).payments).toEqual({
      provider: "test",
      stripe: null,
    });
  });

  it("refuses to start Stripe without its secret key, naming the variable", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "stripe", STRIPE_PUBLISHABLE_KEY: "pk_test_1" })).toThrow(
      /STRIPE_SECRET_KEY: is required when PAYMENT_PROVIDER=stripe/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: is required when PAYMENT_PROVIDER=stripe/,
    );
    expect(() => loadConfig({ ...STRIPE, STRIPE_PUBLISHABLE_KEY: "pk_live_1" })).toThrow(/same mode/);
  });

  it("names each bad variable", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "paypal" })).toThrow(/PAYMENT_PROVIDER="paypal"/);
    expect(() => loadConfig({ ...STRIPE, STRIPE_SECRET_KEY: "pk_test_1" })).toThrow(
      /STRIPE_SECRET_KEY=.*secret key/,
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: "abc" })).toThrow(/STRIPE_WEBHOOK_SECRET=.*whsec_/);
    expect(() => loadConfig({ COMMISSION_PERCENT: "150" })).toThrow(
      /COMMISSION_PERCENT="150": must be from 0 to 100/,
    );
    expect(() => loadConfig({ COMMISSION_PERCENT: "12.345" })).toThrow(/COMMISSION_PERCENT=.*two decimals/);
    expect(() => loadConfig({ CANCELLATION_FEE_AED: "-5" })).toThrow(
      /CANCELLATION_FEE_AED="-5": must not be negative/,
    );
    expect(() => loadConfig({ CANCELLATION_FEE_AED: "12.345" })).toThrow(
      /CANCELLATION_FEE_AED=.*two decimals/,
    );
    expect(() => loadConfig({ SUPPLIER_TRN: "12345" })).toThrow(/SUPPLIER_TRN="12345": must be 15 digits/);
  });
});
