import { describe, expect, it } from "vitest";
import { i18n } from "../../shared/i18n";
import { type ProviderT, providerMessages } from "./messages";
import { statCards } from "./statCards";

const t = i18n.getFixedT("en", providerMessages.namespace) as unknown as ProviderT;

const stats = {
  jobs: 12,
  completedJobs: 9,
  acceptanceRate: 0.75,
  meanResponseMinutes: 1.26,
  rating: 4.66,
  ratingCount: 1,
  activeJobs: 2,
  completionRate: 0.9,
  cancellations: 1,
};

describe("statCards", () => {
  it("gives the seven cards in order, with the period's figures", () => {
    const cards = statCards(t, stats);
    expect(cards.map((card) => [card.label, card.value])).toEqual([
      ["Jobs", "12"],
      ["Acceptance rate", "75%"],
      ["Avg response time", "1.3 min"],
      ["Rating", "4.7 ★"],
      ["Active jobs", "2"],
      ["Completion rate", "90%"],
      ["Cancellations", "1"],
    ]);
    expect(cards[0]?.hint).toBe("9 completed");
    expect(cards[3]?.hint).toBe("1 rating");
  });

  it("shows a dash where nothing was measured yet, not a made-up zero", () => {
    const cards = statCards(t, {
      ...stats,
      acceptanceRate: null,
      meanResponseMinutes: null,
      rating: null,
      ratingCount: 0,
      completionRate: null,
    });
    const value = (key: string) => cards.find((card) => card.key === key)?.value;
    expect([value("acceptance"), value("response"), value("rating"), value("completion")]).toEqual([
      "—",
      "—",
      "—",
      "—",
    ]);
    expect(cards.find((card) => card.key === "rating")?.hint).toBe("0 ratings");
  });
});
