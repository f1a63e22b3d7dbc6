import { describe, expect, it } from "vitest";
import { DomainError } from "./domainError";
import {
  ERROR_REASON_IDS,
  ERROR_REASONS,
  type ErrorParamsOf,
  isErrorReason,
  placeholdersOf,
  renderReason,
  templateOf,
} from "./errorReasons";

const KNOWN_FORMATS = new Set(["aed", "documents", "words", "roles"]);

describe("the error reasons table", () => {
  const templates: Record<string, string> = ERROR_REASONS;

  it("names each reason area.camelCase, plural pairs as _one and _other", () => {
    for (const key of Object.keys(templates))
      expect(key).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*(_one|_other)?$/);
    for (const key of Object.keys(templates).filter((k) => /_(one|other)$/.test(k))) {
      const base = key.replace(/_(one|other)$/, "");
      expect(templates[`${base}_one`], base).toBeDefined();
      expect(templates[`${base}_other`], base).toBeDefined();
      expect(placeholdersOf(templates[`${base}_one`] as string)).toContain("count");
    }
  });

  it("writes placeholders as {{name}} or {{name, format}} with a format the renderer knows", () => {
    for (const [key, template] of Object.entries(templates)) {
      const opened = template.split("{{").length - 1;
      expect(placeholdersOf(template).length, key).toBe(opened);
      for (const match of template.matchAll(/\{\{\w+, (\w+)\}\}/g))
        expect(KNOWN_FORMATS, key).toContain(match[1]);
    }
  });

  it("renders every template completely once its params are given", () => {
    for (const reason of ERROR_REASON_IDS) {
      for (const count of [1, 2]) {
        const names = placeholdersOf(templateOf(reason, { count }));
        const params = Object.fromEntries(names.map((name) => [name, name === "count" ? count : 1250]));
        const message = renderReason(reason, params);
        expect(message, reason).not.toContain("{{");
        expect(message.trim(), reason).not.toBe("");
      }
    }
  });

  it("writes the formats as the English sentences always did", () => {
    expect(renderReason("payment.captureAboveHold", { field: "amountFils", holdFils: 123_450 })).toBe(
      "amountFils: at most the hold (AED 1,234.50) can be captured",
    );
    expect(renderReason("captain.papersExpired", { papers: "trade-licence,insurance" })).toBe(
      "Your trade licence and insurance certificate have expired: upload new ones and submit them for review.",
    );
    expect(renderReason("auth.onlyForRoles", { roles: "customer,admin" })).toBe(
      "This is only available to customers and admins",
    );
    expect(renderReason("extra.cardDeclined", { declineReason: "insufficient-funds" })).toMatch(
      /^Your card was declined for this extra \(insufficient funds\)\./,
    );
    expect(renderReason("rateLimit.signInsSeconds", { count: 1 })).toBe(
      "Too many sign-in attempts. Please wait 1 second and try again.",
    );
    expect(renderReason("rateLimit.signInsSeconds", { count: 40 })).toBe(
      "Too many sign-in attempts. Please wait 40 seconds and try again.",
    );
  });

  it("knows its ids, plural bases included", () => {
    expect(isErrorReason("request.wrongStatus")).toBe(true);
    expect(isErrorReason("rateLimit.signInsMinutes")).toBe(true);
    expect(isErrorReason("rateLimit.signInsMinutes_one")).toBe(true);
    expect(isErrorReason("request.noSuchRule")).toBe(false);
  });
});

describe("DomainError", () => {
  it("carries its reason and params, and its English message from the template", () => {
    const error = new DomainError("conflict", "request.wrongStatus", {
      status: "cancelled",
      expected: "accepted",
    });
    expect(error).toMatchObject({
      code: "conflict",
      reason: "request.wrongStatus",
      params: { status: "cancelled", expected: "accepted" },
      message: "request is cancelled, not accepted",
    });
    expect(error.field).toBeUndefined();
    expect(new DomainError("bad_input", "input.required", { field: "email" }, "email").field).toBe("email");
    expect(new DomainError("conflict", "review.alreadyPosted").params).toEqual({});
  });

  it("checks a throw site's params against the template, at compile time", () => {
    // Not run: these lines are what `tsc` refuses (the root tsconfig compiles this file).
    const typeChecks = () => [
      // @ts-expect-error a placeholder without its param
      new DomainError("conflict", "request.wrongStatus", { status: "cancelled" }),
      // @ts-expect-error a param the template does not name
      new DomainError("conflict", "request.wrongStatus", { status: "a", expected: "b", extra: 1 }),
      // @ts-expect-error a reason with placeholders needs its params
      new DomainError("conflict", "request.wrongStatus"),
      // @ts-expect-error an id that is not in the table
      new DomainError("conflict", "request.noSuchRule"),
      // @ts-expect-error an amount in fils is a number
      new DomainError("conflict", "payment.alreadyCaptured", { paymentId: "p", capturedFils: "AED 1" }),
    ];
    expect(typeof typeChecks).toBe("function");
    const plural: ErrorParamsOf<"rateLimit.signInsSeconds"> = { count: 3 };
    expect(plural.count).toBe(3);
  });
});
