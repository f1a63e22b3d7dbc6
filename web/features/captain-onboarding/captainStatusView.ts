import type { CaptainOnboarding } from "./onboardingDocuments";
import { PAPER_KINDS, PAPER_LABEL } from "./papers";

export interface CaptainStatusView {
  readonly tone: "info" | "warning" | "success" | "error";
  readonly title: string;
  readonly description: string;
}

type StatusFacts = Pick<
  CaptainOnboarding,
  "status" | "statusMessage" | "suspensionReason" | "rejectionReason" | "emailVerified" | "documents"
>;

/**
 * The banner the captain sees at all times: a suspension above everything, else where their
 * application stands (incomplete → under review → approved, or rejected, or a paper expired).
 * The server's statusMessage says why they cannot work; these words only frame it.
 */
export function captainStatusView(facts: StatusFacts): CaptainStatusView {
  if (facts.suspensionReason !== null)
    return {
      tone: "error",
      title: "Account suspended",
      description: `An admin suspended your account: ${facts.suspensionReason}. Contact support to have it reinstated.`,
    };
  switch (facts.status) {
    case "INCOMPLETE":
      return {
        tone: "info",
        title: "Application incomplete",
        description:
          facts.statusMessage ??
          "Complete your business profile and upload your documents, then submit them for review.",
      };
    case "UNDER_REVIEW":
      return {
        tone: "info",
        title: "Under review",
        description:
          facts.statusMessage ??
          "Your documents are under review: you can go online once an admin approves them.",
      };
    case "REJECTED":
      return {
        tone: "error",
        title: "Application not approved",
        description:
          facts.statusMessage ??
          `Your application was not approved: ${facts.rejectionReason ?? "no reason given"}. Fix it and submit again.`,
      };
    case "DOCUMENTS_EXPIRED":
      return {
        tone: "error",
        title: "Document expired",
        description: facts.statusMessage ?? expiredPaperText(facts.documents),
      };
    case "APPROVED":
      return facts.emailVerified
        ? {
            tone: "success",
            title: "Approved",
            description: "You are approved: go online to receive job offers.",
          }
        : {
            tone: "warning",
            title: "Approved: confirm your email",
            description:
              "You are approved. Open the link we emailed you to confirm your address, then go online.",
          };
  }
}

function expiredPaperText(documents: StatusFacts["documents"]): string {
  const kind = PAPER_KINDS.find((paper) =>
    documents.some((document) => document.kind === paper && document.state === "EXPIRED"),
  );
  const label = kind ? PAPER_LABEL[kind] : "One of your documents";
  return `${label} has expired: upload a new one and submit it for review.`;
}

/**
 * Why the online switch is off-limits, or null when the captain may go online. The server decides
 * (canGoOnline); this picks the words for its reason.
 */
export function offlineReason(
  facts: Pick<CaptainOnboarding, "canGoOnline" | "statusMessage" | "suspensionReason" | "emailVerified">,
): string | null {
  if (facts.canGoOnline) return null;
  if (facts.suspensionReason !== null) return `Your account is suspended: ${facts.suspensionReason}.`;
  if (facts.statusMessage !== null) return facts.statusMessage;
  if (!facts.emailVerified) return "Confirm your email address to go online: open the link we emailed you.";
  return "You cannot go online right now.";
}
