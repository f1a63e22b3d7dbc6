// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "urql";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../shared/testing/renderWithProviders";
import { fakeUrqlClient, paymentConfigFixture, quoteFixture } from "../../payments/paymentFixtures";
import type { BookingDraft } from "../bookingDraft";
import type { RankedProvider } from "../data/useProviders";
import type { ScheduleDay, ScheduleSlot } from "../data/useScheduleSlots";
import { ScheduleDialog } from "./ScheduleDialog";

const WEEKEND = { kind: "weekend", label: "Weekend", amountAed: 25 };
const OFF_HOURS = { kind: "off-hours", label: "Before 09:00 or after 17:00", amountAed: 15 };

const slot = (
  date: string,
  time: string,
  isPopular: boolean,
  surcharges: (typeof WEEKEND)[],
): ScheduleSlot => ({
  time,
  startsAt: `${date}T${String(Number(time.slice(0, 2)) - 4).padStart(2, "0")}:00:00.000Z`,
  isPopular,
  price: {
    baseAed: 275,
    surcharges,
    totalAed: 275 + surcharges.reduce((sum, surcharge) => sum + surcharge.amountAed, 0),
  },
});

/** As the server sends them for towing: Saturday 28 Nov 2026 is a weekend, Monday 30 Nov is not. */
const DAYS: ScheduleDay[] = [
  {
    date: "2026-11-28",
    slots: [
      slot("2026-11-28", "08:00", false, [WEEKEND, OFF_HOURS]),
      slot("2026-11-28", "09:00", true, [WEEKEND]),
      slot("2026-11-28", "18:00", false, [WEEKEND, OFF_HOURS]),
    ],
  },
  {
    date: "2026-11-30",
    slots: [slot("2026-11-30", "08:00", false, [OFF_HOURS]), slot("2026-11-30", "14:00", true, [])],
  },
];

const DRAFT: BookingDraft = { service: "towing", vehicle: { make: "Toyota", model: "Camry", year: 2022 } };
const PROVIDER = {
  rank: 1,
  rankBadge: "#1 Best",
  comparisonPrice: 275,
  distanceKm: 1.2,
  etaMinutes: 3,
  provider: { id: "p1", name: "Khalid Recovery" },
} as RankedProvider;

/** The GraphQL operations the dialog sent (the payment step's quote among them). */
let quoteCalls: { name: string; variables: Record<string, unknown> }[] = [];

function open(onConfirm = vi.fn(async (_booking: unknown) => {})) {
  const fake = fakeUrqlClient({
    PaymentConfig: paymentConfigFixture(),
    QuoteBooking: () => ({ quoteBooking: quoteFixture() }),
  });
  renderWithProviders(
    <Provider value={fake.client}>
      <ScheduleDialog
        open
        draft={DRAFT}
        provider={PROVIDER}
        userLocation={{ latitude: 25.2, longitude: 55.27 }}
        days={DAYS}
        error={null}
        onRetry={vi.fn()}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />
    </Provider>,
  );
  quoteCalls = fake.calls;
  return onConfirm;
}

describe("schedule steps, slots and surcharges (spec §4, §9)", () => {
  it("offers the server's days, then its slots with popular times and surcharges", async () => {
    open();
    await userEvent.click(await screen.findByRole("button", { name: "Sat, 28 Nov" }));
    const slots = screen.getAllByTestId("schedule-slot");
    expect(slots).toHaveLength(3);
    expect(within(slots[1]!).getByText("Popular")).toBeTruthy();
    expect(within(slots[0]!).queryByText("Popular")).toBeNull();
    expect(within(slots[0]!).getByText("+AED 25 Weekend")).toBeTruthy();
    expect(within(slots[0]!).getByText("+AED 15 Before 09:00 or after 17:00")).toBeTruthy();
    expect(within(slots[0]!).getByText("AED 315")).toBeTruthy();
    expect(within(slots[1]!).getByText("AED 300")).toBeTruthy();
  });

  it("a weekday midday slot has no surcharge; Back returns to the dates", async () => {
    open();
    await userEvent.click(await screen.findByRole("button", { name: "Mon, 30 Nov" }));
    const slots = screen.getAllByTestId("schedule-slot");
    expect(within(slots[1]!).queryByText(/\+AED/)).toBeNull();
    expect(within(slots[1]!).getByText("AED 275")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("group", { name: "Choose a date" })).toBeTruthy();
  });

  it("goes on to pay only with a place; the quote is for the chosen slot and the booking carries it", async () => {
    const onConfirm = open();
    await userEvent.click(await screen.findByRole("button", { name: "Sat, 28 Nov" }));
    await userEvent.click(screen.getAllByTestId("schedule-slot")[2]!);
    expect(screen.getByTestId("schedule-total").textContent).toBe("Total AED 315");
    const confirm = screen.getByRole("button", { name: "Continue to Payment" });
    expect(confirm.hasAttribute("disabled")).toBe(false);
    await userEvent.click(screen.getByText("Another address"));
    expect(confirm.hasAttribute("disabled")).toBe(true);
    // The place search answers as GET /api/places/search does; typed text alone is not a place.
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({
          places: [
            {
              label: "Business Bay, Dubai",
              nameEn: "Business Bay",
              nameAr: null,
              kind: "district",
              emirate: "Dubai",
              latitude: 25.18544,
              longitude: 55.26718,
              source: "gazetteer",
            },
          ],
        }),
      ),
    );
    await userEvent.type(screen.getByPlaceholderText("e.g. Dubai Marina"), "Busness Bay");
    expect(confirm.hasAttribute("disabled")).toBe(true);
    await userEvent.click(await screen.findByRole("option", { name: "Business Bay, Dubai" }));
    vi.unstubAllGlobals();
    expect(confirm.hasAttribute("disabled")).toBe(false);
    await userEvent.click(confirm);
    expect(await screen.findByText("Towing (starting price)")).toBeTruthy();
    expect(quoteCalls.find((call) => call.name === "QuoteBooking")?.variables).toMatchObject({
      input: { serviceType: "TOWING", providerId: "p1", scheduledAt: "2026-11-28T14:00:00.000Z" },
    });
    await userEvent.click(screen.getByText("Cash"));
    await userEvent.click(screen.getByRole("button", { name: "Book · pay AED 275.00 in cash" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    const booking = onConfirm.mock.calls[0]![0] as unknown as {
      slot: ScheduleSlot;
      draft: { pickup: { location: string; latitude: number } };
      payment: unknown;
    };
    expect(booking.slot.time).toBe("18:00");
    expect(booking.payment).toEqual({ paymentMethod: "CASH", quoteId: "q-1", paymentToken: null });
    expect(booking.draft.pickup).toEqual({
      location: "Business Bay, Dubai",
      latitude: 25.18544,
      longitude: 55.26718,
    });
  });
});
