import { describe, expect, it } from "vitest";
import { i18n } from "../../shared/i18n";
import { type ProviderT, providerMessages } from "./messages";
import { withdrawReasonText } from "./rowText";

const t = i18n.getFixedT("en", providerMessages.namespace) as unknown as ProviderT;

describe("withdrawReasonText", () => {
  it("tells the captain why an offer or job left them, suspension and reassignment included", () => {
    expect(withdrawReasonText(t, "suspended")).toBe("Your account was suspended");
    expect(withdrawReasonText(t, "reassigned")).toBe("Support reassigned it");
    expect(withdrawReasonText(t, "on-another-job")).toBe("You were on another job");
    expect(withdrawReasonText(t, null)).toBeNull();
  });
});
