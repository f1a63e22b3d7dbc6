import { i18n, useT } from "../../shared/i18n";
import { type OnboardingT, onboardingMessages } from "./messages";
import type { CaptainOnboarding } from "./onboardingDocuments";
import { PAPER_KINDS, paperLabel } from "./papers";

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
export function captainStatusView(facts: StatusFacts, t: OnboardingT): CaptainStatusView {
  if (facts.suspensionReason !== null)
    return {
      tone: "error",
      title: t("status.suspended"),
      description: t("status.suspendedText", { reason: facts.suspensionReason }),
    };
  switch (facts.status) {
    case "INCOMPLETE":
      return {
        tone: "info",
        title: t("status.incomplete"),
        description: facts.statusMessage ?? t("status.incompleteText"),
      };
    case "UNDER_REVIEW":
      return {
        tone: "info",
        title: t("status.underReview"),
        description: facts.statusMessage ?? t("status.underReviewText"),
      };
    case "REJECTED":
      return {
        tone: "error",
        title: t("status.rejected"),
        description:
          facts.statusMessage ?? t("status.rejectedText", { reason: facts.rejectionReason ?? t("noReason") }),
      };
    case "DOCUMENTS_EXPIRED":
      return {
        tone: "error",
        title: t("status.expired"),
        description: facts.statusMessage ?? expiredPaperText(facts.documents, t),
      };
    case "APPROVED":
      return facts.emailVerified
        ? { tone: "success", title: t("status.approved"), description: t("status.approvedText") }
        : { tone: "warning", title: t("status.confirmEmail"), description: t("status.confirmEmailText") };
  }
}

function expiredPaperText(documents: StatusFacts["documents"], t: OnboardingT): string {
  const kind = PAPER_KINDS.find((paper) =>
    documents.some((document) => document.kind === paper && document.state === "EXPIRED"),
  );
  return t("status.expiredText", { paper: kind ? paperLabel(kind, t) : t("status.oneOfYourDocuments") });
}

type OfflineFacts = Pick<
  CaptainOnboarding,
  "canGoOnline" | "statusMessage" | "suspensionReason" | "emailVerified"
>;

/**
 * Why the online switch is off-limits, or null when the captain may go online. The server decides
 * (canGoOnline); this picks the words for its reason. Without `t` it speaks the current language
 * (a screen re-rendering on a language switch should call useOfflineReason instead).
 */
export function offlineReason(
  facts: OfflineFacts,
  t: OnboardingT = i18n.getFixedT(null, onboardingMessages.namespace) as unknown as OnboardingT,
): string | null {
  if (facts.canGoOnline) return null;
  if (facts.suspensionReason !== null) return t("offline.suspended", { reason: facts.suspensionReason });
  if (facts.statusMessage !== null) return facts.statusMessage;
  if (!facts.emailVerified) return t("offline.confirmEmail");
  return t("offline.cannot");
}

/** offlineReason in the current language, kept current as the language changes (null facts: null). */
export function useOfflineReason(facts: OfflineFacts | null): string | null {
  const t = useT(onboardingMessages);
  return facts ? offlineReason(facts, t) : null;
}
