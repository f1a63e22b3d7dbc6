// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { RequestsTable } from "./RequestsTable";
import { INITIAL_TABLE_QUERY, type RowStatus, sortByColumn } from "./requestsTableRules";
import type { JobAction } from "./rowActions";
import type { RequestRow } from "./useRequestsTable";

const now = new Date("2026-11-25T08:40:00.000Z");

function row(requestId: string, status: RowStatus, overrides: Partial<RequestRow> = {}): RequestRow {
  return {
    id: requestId,
    requestId,
    type: "TOWING",
    location: "Dubai Marina",
    customer: "Aisha",
    customerPhone: "+971500000000",
    amount: 275,
    status,
    withdrawReason: null,
    priority: "HIGH",
    timestamp: "2026-11-25T08:00:00.000Z",
    distance: 3.2,
    duration: null,
    rating: null,
    vehicleType: "SEDAN",
    estimatedArrivalMinutes: 30,
    estimatedArrival: null,
    actualArrival: null,
    isDelayed: false,
    lastUpdate: "2026-11-25T08:00:00.000Z",
    coordinates: { latitude: 25.08, longitude: 55.14 },
    ...overrides,
  };
}

function SortableTable(props: {
  rows: RequestRow[];
  onAction?: (action: JobAction, row: RequestRow) => void;
}) {
  const [query, setQuery] = useState({ ...INITIAL_TABLE_QUERY, page: 3 });
  return (
    <>
      <RequestsTable
        rows={props.rows}
        query={query}
        onSort={(column) => setQuery((current) => sortByColumn(current, column))}
        actions={{ running: null, confirmed: new Map() }}
        onAction={props.onAction ?? (() => {})}
        onDetails={() => {}}
        now={now}
      />
      <output data-testid="query">{`${query.sortBy} ${query.sortDirection} page ${query.page}`}</output>
    </>
  );
}

const header = (name: string) => screen.getByRole("button", { name: `Sort by ${name}` }).closest("th");

describe("RequestsTable", () => {
  it("sorts by time, newest first, until a header is clicked", () => {
    renderWithProviders(<SortableTable rows={[row("req-000001", "PENDING")]} />);
    expect(header("Time")?.getAttribute("aria-sort")).toBe("descending");
    expect(header("Amount")?.getAttribute("aria-sort")).toBe("none");
  });

  it("a header click sorts by that column from page 1; a second click flips it", () => {
    renderWithProviders(<SortableTable rows={[row("req-000001", "PENDING")]} />);
    fireEvent.click(screen.getByRole("button", { name: "Sort by Amount" }));
    expect(screen.getByTestId("query").textContent).toBe("AMOUNT DESC page 1");
    expect(header("Amount")?.getAttribute("aria-sort")).toBe("descending");
    expect(header("Time")?.getAttribute("aria-sort")).toBe("none");
    fireEvent.click(screen.getByRole("button", { name: "Sort by Amount" }));
    expect(screen.getByTestId("query").textContent).toBe("AMOUNT ASC page 1");
    expect(header("Amount")?.getAttribute("aria-sort")).toBe("ascending");
    fireEvent.click(screen.getByRole("button", { name: "Sort by ID" }));
    expect(screen.getByTestId("query").textContent).toBe("ID DESC page 1");
  });

  it("offers Accept and Decline for pending, Start for accepted, Complete for in progress", () => {
    const onAction = vi.fn();
    renderWithProviders(
      <SortableTable
        onAction={onAction}
        rows={[
          row("req-aaaaaa", "PENDING"),
          row("req-bbbbbb", "ACCEPTED"),
          row("req-cccccc", "IN_PROGRESS"),
          row("req-dddddd", "COMPLETED"),
          row("req-eeeeee", "WITHDRAWN", { withdrawReason: "expired" }),
        ]}
      />,
    );
    const actionsOf = (id: string) =>
      within(document.querySelector(`[data-request-id="${id}"]`) as HTMLElement)
        .getAllByRole("button")
        .map((button) => button.textContent);
    expect(actionsOf("req-aaaaaa")).toEqual(["Accept", "Decline", "Details"]);
    expect(actionsOf("req-bbbbbb")).toEqual(["Start", "Details"]);
    expect(actionsOf("req-cccccc")).toEqual(["Complete", "Details"]);
    expect(actionsOf("req-dddddd")).toEqual(["Details"]);
    expect(actionsOf("req-eeeeee")).toEqual(["Details"]);

    fireEvent.click(screen.getByRole("button", { name: "Start request bbbbbb" }));
    expect(onAction).toHaveBeenCalledWith("start", expect.objectContaining({ requestId: "req-bbbbbb" }));
  });

  it("shows the driver status of in-progress rows only", () => {
    renderWithProviders(
      <SortableTable rows={[row("req-cccccc", "IN_PROGRESS"), row("req-bbbbbb", "ACCEPTED")]} />,
    );
    const statuses = document.querySelectorAll("[data-driver-status]");
    expect(statuses).toHaveLength(1);
    // 40 minutes into a 30 minute estimate: more than 5 over, so delayed by 10.
    expect(statuses[0]?.getAttribute("data-driver-status")).toBe("delayed");
    expect(statuses[0]?.textContent).toContain("Delayed +10 min");
    expect(statuses[0]?.textContent).toContain("Arriving");
    expect(statuses[0]?.textContent).toContain("95%");
  });

  it("prints ids as their last 6 characters and amounts in AED", () => {
    renderWithProviders(<SortableTable rows={[row("0193c0de-1234-7abc-9def-00000abc123", "PENDING")]} />);
    expect(screen.getByText("abc123")).toBeTruthy();
    expect(screen.getByText("AED 275.00")).toBeTruthy();
  });
});
