// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { OpenOffers, type OpenOffersProps } from "./OpenOffers";
import type { OpenOffer } from "./useCurrentJobs";

const offer = (requestId: string, type: OpenOffer["type"] = "TOWING"): OpenOffer => ({
  requestId,
  type,
  location: `Pickup of ${requestId}`,
  amount: 275,
  priority: "HIGH",
  timestamp: "2026-11-25T08:00:00.000Z",
  distance: 2.34,
});

function jobs(offers: OpenOffer[]): OpenOffersProps["jobs"] {
  return {
    offers,
    offersTotal: offers.length,
    activeJobId: null,
    loading: false,
    error: null,
    refresh: () => {},
  };
}

const idle = { running: null, confirmed: new Map(), run: vi.fn(async () => true) };

describe("OpenOffers", () => {
  it("lists open offers with their price and distance", () => {
    renderWithProviders(
      <OpenOffers
        jobs={jobs([offer("req-111111"), offer("req-222222", "JUMP_START")])}
        withdrawn={new Set()}
        actions={idle}
        online
      />,
    );
    expect(document.querySelectorAll("[data-offer-id]")).toHaveLength(2);
    expect(screen.getByText("jump-start")).toBeTruthy();
    expect(screen.getAllByText("AED 275.00 · 2.3 km away")).toHaveLength(2);
  });

  it("drops a withdrawn offer at once, before the next fetch", () => {
    renderWithProviders(
      <OpenOffers
        jobs={jobs([offer("req-111111"), offer("req-222222")])}
        withdrawn={new Set(["req-111111"])}
        actions={idle}
        online
      />,
    );
    expect(
      [...document.querySelectorAll("[data-offer-id]")].map((item) => item.getAttribute("data-offer-id")),
    ).toEqual(["req-222222"]);
  });

  it("drops an offer the captain already answered", () => {
    renderWithProviders(
      <OpenOffers
        jobs={jobs([offer("req-111111")])}
        withdrawn={new Set()}
        actions={{ ...idle, confirmed: new Map([["req-111111", "ACCEPTED"]]) }}
        online
      />,
    );
    expect(document.querySelectorAll("[data-offer-id]")).toHaveLength(0);
    expect(screen.getByText("No offers right now. New ones appear here as they arrive.")).toBeTruthy();
  });

  it("accepts and declines through the job actions", () => {
    const run = vi.fn(async () => true);
    renderWithProviders(
      <OpenOffers
        jobs={jobs([offer("req-111111")])}
        withdrawn={new Set()}
        actions={{ ...idle, run }}
        online
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Accept offer 111111" }));
    fireEvent.click(screen.getByRole("button", { name: "Decline offer 111111" }));
    expect(run.mock.calls).toEqual([
      ["accept", "req-111111"],
      ["decline", "req-111111"],
    ]);
  });

  it("asks an offline captain to go online", () => {
    renderWithProviders(<OpenOffers jobs={jobs([])} withdrawn={new Set()} actions={idle} online={false} />);
    expect(screen.getByText("Go online to receive offers.")).toBeTruthy();
  });
});
