import { describe, expect, it } from "vitest";
import { i18n } from "../../shared/i18n";
import { offlineReason as offlineReasonIn, captainStatusView as statusViewIn } from "./captainStatusView";
import { type OnboardingT, onboardingMessages } from "./messages";

const english = i18n.getFixedT("en", onboardingMessages.namespace) as unknown as OnboardingT;
const captainStatusView = (facts: Parameters<typeof statusViewIn>[0]) => statusViewIn(facts, english);
const offlineReason = (facts: Parameters<typeof offlineReasonIn>[0]) => offlineReasonIn(facts, english);

const facts = (over: Partial<Parameters<typeof captainStatusView>[0]> = {}) => ({
  status: "INCOMPLETE" as const,
  statusMessage: "Complete your business profile and upload your documents, then submit them for review.",
  suspensionReason: null,
  rejectionReason: null,
  emailVerified: true,
  documents: [],
  ...over,
});

describe("captainStatusView", () => {
  it("shows a suspension above every other status, with the admin's reason", () => {
    const view = captainStatusView(
      facts({ status: "APPROVED", statusMessage: null, suspensionReason: "No-shows" }),
    );
    expect(view).toEqual({
      tone: "error",
      title: "Account suspended",
      description: "An admin suspended your account: No-shows. Contact support to have it reinstated.",
    });
  });

  it("walks incomplete → under review → approved with the server's words", () => {
    expect(captainStatusView(facts()).title).toBe("Application incomplete");
    const review = captainStatusView(
      facts({ status: "UNDER_REVIEW", statusMessage: "Your documents are under review: wait." }),
    );
    expect(review).toMatchObject({
      tone: "info",
      title: "Under review",
      description: "Your documents are under review: wait.",
    });
    expect(captainStatusView(facts({ status: "APPROVED", statusMessage: null }))).toMatchObject({
      tone: "success",
      title: "Approved",
    });
  });

  it("says a rejection with the admin's reason", () => {
    const view = captainStatusView(
      facts({ status: "REJECTED", statusMessage: null, rejectionReason: "The licence scan is unreadable" }),
    );
    expect(view.tone).toBe("error");
    expect(view.description).toBe(
      "Your application was not approved: The licence scan is unreadable. Fix it and submit again.",
    );
  });

  it("names the expired paper when the server gives no sentence", () => {
    const view = captainStatusView(
      facts({
        status: "DOCUMENTS_EXPIRED",
        statusMessage: null,
        documents: [{ kind: "INSURANCE", state: "EXPIRED" }] as never,
      }),
    );
    expect(view).toMatchObject({ title: "Document expired" });
    expect(view.description).toBe(
      "Insurance certificate has expired: upload a new one and submit it for review.",
    );
  });

  it("asks an approved captain with an unconfirmed email to confirm it", () => {
    expect(
      captainStatusView(facts({ status: "APPROVED", statusMessage: null, emailVerified: false })),
    ).toMatchObject({
      tone: "warning",
      title: "Approved: confirm your email",
    });
  });
});

describe("offlineReason", () => {
  const base = { canGoOnline: false, statusMessage: null, suspensionReason: null, emailVerified: true };
  it("is null when the server lets the captain go online", () => {
    expect(offlineReason({ ...base, canGoOnline: true })).toBeNull();
  });
  it("prefers the suspension, then the server's status message, then the email", () => {
    expect(offlineReason({ ...base, suspensionReason: "Fraud", statusMessage: "x" })).toBe(
      "Your account is suspended: Fraud.",
    );
    expect(offlineReason({ ...base, statusMessage: "Your documents are under review." })).toBe(
      "Your documents are under review.",
    );
    expect(offlineReason({ ...base, emailVerified: false })).toBe(
      "Confirm your email address to go online: open the link we emailed you.",
    );
  });
});
