// @vitest-environment happy-dom
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import type { RoadRoute } from "../routes";
import { LiveTrackingPanel } from "./LiveTrackingPanel";
import { trackedRequest } from "./trackedRequest.fixture";

/** The server's tracking: 3.2 km straight line, 7 min at the captain's measured speed. */
const tracking = (latitude: number) => ({
  status: "En Route",
  phase: "en-route",
  color: "blue",
  remainingKm: 3.2,
  etaMinutes: 7,
  speedKmh: 42,
  progressPercent: 20,
  providerLatitude: latitude,
  providerLongitude: 55.27,
  positionAt: "2026-11-25T08:05:00.000Z",
});

function answerRoutes(route: RoadRoute) {
  const asked: string[] = [];
  const answers: Promise<Response>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) => {
      asked.push(url);
      const answer = Promise.resolve(
        new Response(JSON.stringify(route), { status: 200, headers: { "content-type": "application/json" } }),
      );
      answers.push(answer);
      return answer;
    }),
  );
  return Object.assign(asked, { answered: () => Promise.all(answers) });
}

afterEach(() => vi.unstubAllGlobals());

describe("the tracking panel's distance and ETA", () => {
  it("are the road route's when a routing server answered, without approx.", async () => {
    const asked = answerRoutes({
      distanceMeters: 4630,
      durationSeconds: 545,
      line: [
        [55.27, 25.21],
        [55.2744, 25.1972],
      ],
      approximate: false,
      source: "osrm",
    });
    renderWithProviders(<LiveTrackingPanel request={trackedRequest({ tracking: tracking(25.21) })} />);
    await waitFor(() => expect(screen.getByText("4.6 km")).toBeTruthy());
    expect(screen.getByText("10 min")).toBeTruthy();
    expect(screen.getByText("ETA")).toBeTruthy();
    expect(screen.queryByText(/approx\./)).toBeNull();
    // Captain → pickup, the fastest way unless the customer chose otherwise.
    expect(asked[0]).toBe(
      "/api/routes?from=25.210000%2C55.270000&to=25.197200%2C55.274400&preference=fastest",
    );
  });

  it("stay the server's, labelled approx., when the route is the straight-line estimate", async () => {
    const asked = answerRoutes({
      distanceMeters: 4160,
      durationSeconds: 384,
      line: [
        [55.27, 25.22],
        [55.2744, 25.1972],
      ],
      approximate: true,
      source: "straight-line",
    });
    renderWithProviders(
      <LiveTrackingPanel request={trackedRequest({ tracking: tracking(25.22) })} preference="shortest" />,
    );
    await waitFor(() => expect(asked).toHaveLength(1));
    // The estimate has arrived and been read before the figures are judged.
    await act(async () => {
      await asked.answered();
    });
    expect(asked[0]).toMatch(/preference=shortest$/);
    expect(screen.getByText("ETA (approx.)")).toBeTruthy();
    expect(screen.getByText("Distance (approx.)")).toBeTruthy();
    expect(screen.getByText("3.2 km")).toBeTruthy();
    expect(screen.getByText("7 min")).toBeTruthy();
  });
});
