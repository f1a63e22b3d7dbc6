import type { OnboardingT } from "./messages";
import type { CaptainOnboarding } from "./onboardingDocuments";
import { currentPapers, joinWords, paperInSentence, usablePaper } from "./papers";

type SubmitFacts = Pick<CaptainOnboarding, "status" | "suspensionReason" | "profile" | "documents">;

/**
 * Why "Submit for review" is not available yet, or null when it is: the profile is complete and all
 * three papers are uploaded and valid today. The server checks the same before it accepts.
 */
export function submitBlocker(facts: SubmitFacts, today: string, t: OnboardingT): string | null {
  if (facts.status === "UNDER_REVIEW") return t("submit.underReview");
  if (facts.suspensionReason !== null) return t("submit.suspended");
  if (facts.profile === null) return t("submit.profileFirst");
  const papers = currentPapers(facts.documents);
  const missing = papers.filter((paper) => usablePaper(paper, today) === null);
  if (missing.length > 0)
    return t("submit.uploadValid", {
      papers: joinWords(
        missing.map((paper) => paperInSentence(paper.kind, t)),
        t,
      ),
    });
  if (facts.status === "APPROVED" && papers.every((paper) => paper.pending === null))
    return t("submit.renew");
  return null;
}
