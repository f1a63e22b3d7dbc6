import { DOCUMENT_LABELS } from "../../../domain/provider/onboardingEvents";
import type { CaptainOnboarding } from "./onboardingDocuments";
import { currentPapers, PAPER_UPLOAD_KIND, usablePaper } from "./papers";

type SubmitFacts = Pick<CaptainOnboarding, "status" | "suspensionReason" | "profile" | "documents">;

/**
 * Why "Submit for review" is not available yet, or null when it is: the profile is complete and all
 * three papers are uploaded and valid today. The server checks the same before it accepts.
 */
export function submitBlocker(facts: SubmitFacts, today: string): string | null {
  if (facts.status === "UNDER_REVIEW")
    return "Your application is under review: wait for the admin's answer.";
  if (facts.suspensionReason !== null) return "Your account is suspended.";
  if (facts.profile === null) return "Complete your business profile first.";
  const papers = currentPapers(facts.documents);
  const missing = papers.filter((paper) => usablePaper(paper, today) === null);
  if (missing.length > 0)
    return `Upload a valid ${joinWords(missing.map((paper) => DOCUMENT_LABELS[PAPER_UPLOAD_KIND[paper.kind]]))} first.`;
  if (facts.status === "APPROVED" && papers.every((paper) => paper.pending === null))
    return "You are approved: upload a renewed document to send it for review.";
  return null;
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}
