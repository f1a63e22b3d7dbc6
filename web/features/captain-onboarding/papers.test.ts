import { describe, expect, it } from "vitest";
import { i18n } from "../../shared/i18n";
import { type OnboardingT, onboardingMessages } from "./messages";
import {
  currentPapers,
  dayBefore,
  formatPaperDate,
  paperStateText as stateTextIn,
  uaeToday,
  usablePaper,
} from "./papers";

const english = i18n.getFixedT("en", onboardingMessages.namespace) as unknown as OnboardingT;
const paperStateText = (standing: Parameters<typeof stateTextIn>[0], today: string) =>
  stateTextIn(standing, today, english);

type Doc = {
  kind: "TRADE_LICENCE" | "INSURANCE" | "EMIRATES_ID";
  state: string;
  expiresOn: string;
  id: string;
};
const doc = (id: string, kind: Doc["kind"], state: Doc["state"], expiresOn: string) =>
  ({ id, kind, state, expiresOn }) as Doc & { state: "PENDING" | "APPROVED" | "SUPERSEDED" | "EXPIRED" };

const TODAY = "2026-03-10";

describe("currentPapers", () => {
  it("picks, per paper, the newest approved, waiting and expired upload and ignores superseded ones", () => {
    const papers = currentPapers([
      doc("d4", "INSURANCE", "PENDING", "2027-01-01"),
      doc("d3", "INSURANCE", "APPROVED", "2026-04-01"),
      doc("d2", "INSURANCE", "SUPERSEDED", "2026-02-01"),
      doc("d1", "TRADE_LICENCE", "EXPIRED", "2026-03-01"),
    ]);
    expect(papers.map((paper) => paper.kind)).toEqual(["TRADE_LICENCE", "INSURANCE", "EMIRATES_ID"]);
    expect(papers[0]).toMatchObject({ approved: null, pending: null, expired: { id: "d1" } });
    expect(papers[1]).toMatchObject({ approved: { id: "d3" }, pending: { id: "d4" }, expired: null });
    expect(papers[2]).toMatchObject({ approved: null, pending: null, expired: null });
  });
});

describe("paperStateText", () => {
  const standing = (docs: Doc[]) => currentPapers(docs as never)[0]!;

  it("says when nothing was uploaded", () => {
    expect(paperStateText(standing([]), TODAY)).toBe("Not uploaded");
  });
  it("says an upload waits for review", () => {
    expect(paperStateText(standing([doc("a", "TRADE_LICENCE", "PENDING", "2027-01-01")]), TODAY)).toBe(
      "Pending review",
    );
  });
  it("says until when an approved paper is valid (the day before it expires)", () => {
    expect(paperStateText(standing([doc("a", "TRADE_LICENCE", "APPROVED", "2026-05-01")]), TODAY)).toBe(
      "Approved, valid until 30 Apr 2026",
    );
  });
  it("says an approved paper whose day came has expired, even before the server marked it", () => {
    expect(paperStateText(standing([doc("a", "TRADE_LICENCE", "APPROVED", TODAY)]), TODAY)).toBe(
      "Expired on 10 Mar 2026",
    );
    expect(paperStateText(standing([doc("a", "TRADE_LICENCE", "EXPIRED", "2026-03-01")]), TODAY)).toBe(
      "Expired on 1 Mar 2026",
    );
  });
  it("names both the renewal under review and the current approved paper", () => {
    expect(
      paperStateText(
        standing([
          doc("b", "TRADE_LICENCE", "PENDING", "2027-05-01"),
          doc("a", "TRADE_LICENCE", "APPROVED", "2026-05-01"),
        ]),
        TODAY,
      ),
    ).toBe("Pending review (the current one: approved, valid until 30 Apr 2026)");
  });
});

describe("usablePaper", () => {
  it("is the waiting upload, else the approved one, when still valid today", () => {
    const [paper] = currentPapers([
      doc("b", "TRADE_LICENCE", "PENDING", "2027-05-01"),
      doc("a", "TRADE_LICENCE", "APPROVED", "2026-05-01"),
    ]);
    expect(usablePaper(paper!, TODAY)?.id).toBe("b");
    const [expiredToday] = currentPapers([doc("a", "TRADE_LICENCE", "APPROVED", TODAY)]);
    expect(usablePaper(expiredToday!, TODAY)).toBeNull();
  });
});

describe("dates", () => {
  it("formats a calendar date as written, and finds the day before across a month", () => {
    expect(formatPaperDate("2026-01-09")).toBe("9 Jan 2026");
    expect(dayBefore("2026-03-01")).toBe("2026-02-28");
  });
  it("takes today's date in the UAE (UTC+4)", () => {
    expect(uaeToday(new Date("2026-03-09T20:30:00Z"))).toBe("2026-03-10");
  });
});
