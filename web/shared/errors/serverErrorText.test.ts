// @vitest-environment happy-dom
import { CombinedError, type OperationResult } from "urql";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ERROR_REASON_IDS,
  ERROR_REASONS,
  type ErrorParams,
  placeholdersOf,
  renderReason,
  templateOf,
} from "../../../domain/shared/errorReasons";
import { ApiError, apiRequest } from "../api/http";
import { i18n } from "../i18n";
import { switchLanguage } from "../i18n/switchLanguage";
import { stubFetch } from "../testing/fetchStub";
import { englishErrorCatalogue } from "./englishCatalogue";
import en from "./messages/en.json";
import { loadServerErrorTexts, serverErrorText } from "./serverErrorText";
import { translateGraphqlErrors } from "./translateGraphqlErrors";

/** Params a template can be filled with: formats get what they take, everything else a plain value. */
function sampleParams(reason: (typeof ERROR_REASON_IDS)[number], count: number): ErrorParams {
  const template = templateOf(reason, { count });
  const params: Record<string, string | number> = {};
  for (const name of placeholdersOf(template)) params[name] = name === "count" ? count : `<${name}>`;
  for (const match of template.matchAll(/\{\{(\w+), (\w+)\}\}/g)) {
    const [, name, format] = match as unknown as [string, string, string];
    params[name] =
      format === "aed"
        ? 123_450
        : format === "documents"
          ? "trade-licence,insurance,emirates-id"
          : format === "roles"
            ? "customer,provider,admin"
            : "insufficient-funds";
  }
  return params;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage("en");
});

describe("the errors catalogue", () => {
  it("is the server's table in English (written by web/scripts/writeErrorCatalogue.ts)", () => {
    expect(en).toEqual(englishErrorCatalogue());
    for (const [reason, template] of Object.entries(ERROR_REASONS))
      expect((en as Record<string, string>)[reason], reason).toBe(template);
  });

  it("says every reason in English exactly as the server does", async () => {
    await switchLanguage("en");
    for (const reason of ERROR_REASON_IDS)
      for (const count of [1, 7]) {
        const params = sampleParams(reason, count);
        expect(serverErrorText(reason, params, "fallback"), reason).toBe(renderReason(reason, params));
      }
  });
});

describe("serverErrorText in Arabic", () => {
  beforeEach(async () => {
    await switchLanguage("ar");
  });

  it("shows the Arabic sentence for a reason, its statuses in Arabic", () => {
    expect(
      serverErrorText(
        "request.wrongStatus",
        { status: "cancelled", expected: "accepted" },
        "request is cancelled, not accepted",
      ),
    ).toBe("حالة الطلب «ملغى» وليست «مقبول»");
    expect(serverErrorText("review.alreadyPosted", {}, "you have already reviewed this request")).toBe(
      "قيّمت هذا الطلب بالفعل",
    );
  });

  it("names a known field in Arabic and shows any other as the server sent it", () => {
    expect(serverErrorText("input.required", { field: "email" }, "email: is required")).toBe(
      "البريد الإلكتروني: مطلوب",
    );
    expect(
      serverErrorText("input.required", { field: "pickup.latitude" }, "pickup.latitude: is required"),
    ).toBe("pickup.latitude: مطلوب");
  });

  it("writes amounts, lists of papers and plural counts the Arabic way", () => {
    expect(serverErrorText("payment.captureAboveHold", { field: "amountAed", holdFils: 123_450 }, "…")).toBe(
      `المبلغ: لا يمكن تحصيل أكثر من المبلغ المحجوز (${new Intl.NumberFormat("ar-AE-u-nu-latn", { style: "currency", currency: "AED", minimumFractionDigits: 2 }).format(1234.5)})`,
    );
    expect(serverErrorText("captain.papersExpired", { papers: "trade-licence,insurance" }, "…")).toBe(
      "انتهت صلاحية الرخصة التجارية وشهادة التأمين: ارفع مستندات جديدة وأرسلها للمراجعة.",
    );
    expect(serverErrorText("rateLimit.signInsSeconds", { count: 1 }, "…")).toBe(
      "محاولات تسجيل دخول كثيرة جدًا. يرجى الانتظار ثانية واحدة ثم المحاولة مرة أخرى.",
    );
    expect(serverErrorText("rateLimit.signInsMinutes", { count: 2 }, "…")).toBe(
      "محاولات تسجيل دخول كثيرة جدًا. يرجى الانتظار دقيقتين ثم المحاولة مرة أخرى.",
    );
    expect(serverErrorText("rateLimit.signInsSeconds", { count: 5 }, "…")).toBe(
      "محاولات تسجيل دخول كثيرة جدًا. يرجى الانتظار 5 ثوانٍ ثم المحاولة مرة أخرى.",
    );
  });

  it("falls back to the server's English for a reason it does not know (a newer server)", () => {
    expect(serverErrorText("request.someNewRule", { x: 1 }, "a rule added later")).toBe("a rule added later");
    expect(serverErrorText(undefined, undefined, "no reason at all")).toBe("no reason at all");
    expect(serverErrorText("insufficient-funds", {}, "a decline reason is not an error reason")).toBe(
      "a decline reason is not an error reason",
    );
  });

  it("says every reason, none left in English or with a placeholder unfilled", () => {
    for (const reason of ERROR_REASON_IDS)
      for (const count of [0, 1, 2, 5, 11, 100]) {
        const text = serverErrorText(reason, sampleParams(reason, count), "ENGLISH");
        expect(text, reason).not.toBe("ENGLISH");
        expect(text, reason).not.toContain("{{");
      }
  });
});

describe("the app's error paths", () => {
  it("ApiError carries the refusal in the reader's language, its reason and params", async () => {
    await switchLanguage("ar");
    stubFetch({
      "POST /api/requests/r1/cancel": {
        status: 409,
        body: { error: "request is already cancelled", reason: "request.alreadyCancelled", params: {} },
      },
      "POST /api/later": {
        status: 409,
        body: { error: "something the app does not know yet", reason: "request.laterRule", params: {} },
      },
    });
    const refused = await apiRequest("POST", "/api/requests/r1/cancel").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 409,
      serverMessage: "الطلب ملغى بالفعل",
      reason: "request.alreadyCancelled",
      params: {},
    });
    // The spec's "status: body" stays the server's own words.
    expect((refused as ApiError).message).toContain("request is already cancelled");
    const unknown = await apiRequest("POST", "/api/later").catch((error: unknown) => error);
    expect((unknown as ApiError).serverMessage).toBe("something the app does not know yet");
  });

  it("GraphQL errors read in the reader's language, code and field kept", async () => {
    await switchLanguage("ar");
    const result = {
      operation: {} as OperationResult["operation"],
      data: undefined,
      error: new CombinedError({
        graphQLErrors: [
          {
            message: "amountAed: must be an amount in AED with at most two decimals",
            extensions: {
              code: "BAD_USER_INPUT",
              field: "amountAed",
              reason: "input.aedTwoDecimals",
              params: { field: "amountAed" },
            },
          },
        ],
      }),
      stale: false,
      hasNext: false,
    } satisfies OperationResult;
    const translated = await translateGraphqlErrors(result);
    const first = translated.error?.graphQLErrors[0];
    expect(first?.message).toBe("المبلغ: يجب أن يكون مبلغًا بالدرهم بخانتين عشريتين على الأكثر");
    expect(first?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "amountAed" });
  });

  it("loads the Arabic texts on first need, and English needs no load", async () => {
    await i18n.changeLanguage("en");
    await expect(loadServerErrorTexts()).resolves.toBeUndefined();
  });
});
