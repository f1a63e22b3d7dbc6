// @vitest-environment happy-dom
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { gazetteerGeocoder } from "../../../infra/geocoding/gazetteerGeocoder";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { PlacePicker } from "./PlacePicker";
import { EMPTY_PLACE_FIELD, type PlaceFieldValue } from "./placeField";

const gazetteer = gazetteerGeocoder();
const USER = { latitude: 25.2048, longitude: 55.2708 };

/** What the picker asked the server, and whether each request was later cancelled. */
let calls: { url: URL; signal: AbortSignal | undefined }[] = [];
/** When set, searches for this text never answer (until cancelled). */
let hangFor: string | null = null;

beforeEach(() => {
  calls = [];
  hangFor = null;
  // The server's answers, from the real built-in gazetteer (as GET /api/places/* gives them offline).
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://app.test");
      calls.push({ url, signal: init?.signal ?? undefined });
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
      if (url.pathname === "/api/places/search") {
        const q = url.searchParams.get("q") ?? "";
        if (q === hangFor) {
          return new Promise<Response>((_, reject) =>
            init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
          );
        }
        const [lat, lng] = (url.searchParams.get("near") ?? "").split(",").map(Number);
        const near = lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : null;
        return json({ places: await gazetteer.search({ text: q, near, limit: 6, language: "en" }) });
      }
      if (url.pathname === "/api/places/reverse") {
        const at = {
          latitude: Number(url.searchParams.get("lat")),
          longitude: Number(url.searchParams.get("lng")),
        };
        return json({ place: await gazetteer.reverse({ at, language: "en" }) });
      }
      return new Response("Not Found", { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function Harness({
  onValue,
  userLocation = USER,
}: {
  onValue: (value: PlaceFieldValue) => void;
  userLocation?: typeof USER;
}) {
  const [value, setValue] = useState(EMPTY_PLACE_FIELD);
  return (
    <PlacePicker
      label="Destination"
      required
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      userLocation={userLocation}
    />
  );
}

describe("the place picker", () => {
  it("suggests places for text with a typo, asking once per pause, and keeps the chosen place's coordinates", async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} />);
    await userEvent.type(screen.getByRole("combobox", { name: /Destination/ }), "Dubai Marna");
    const option = await screen.findByRole("option", { name: "Dubai Marina, Dubai" });
    expect(calls.filter((c) => c.url.pathname === "/api/places/search")).toHaveLength(1);
    expect(calls[0]?.url.searchParams.get("near")).toBe("25.20480,55.27080");
    await userEvent.click(option);
    const [marina] = await gazetteer.search({ text: "Dubai Marina", near: null, limit: 1, language: "en" });
    expect(onValue).toHaveBeenLastCalledWith({
      text: "Dubai Marina, Dubai",
      place: { location: "Dubai Marina, Dubai", latitude: marina?.latitude, longitude: marina?.longitude },
    });
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("chooses with the keyboard", async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} />);
    const box = screen.getByRole("combobox", { name: /Destination/ });
    await userEvent.type(box, "Sharjah");
    await screen.findByRole("option", { name: "Sharjah" });
    await userEvent.keyboard("{Enter}");
    expect(onValue.mock.lastCall?.[0]).toMatchObject({ text: "Sharjah", place: { location: "Sharjah" } });
  });

  it("keeps the highlighted place highlighted when a later answer reorders the list", async () => {
    let move: (to: typeof USER) => void = () => {};
    function Moving() {
      const [at, setAt] = useState(USER);
      move = setAt;
      return <Harness onValue={() => {}} userLocation={at} />;
    }
    renderWithProviders(<Moving />);
    await userEvent.type(screen.getByRole("combobox", { name: /Destination/ }), "Marina");
    const list = await screen.findByRole("listbox");
    await waitFor(() => expect(list.getAttribute("aria-busy")).toBe("false"));
    await screen.findByRole("option", { name: "Sharjah" });
    const names = () => screen.getAllByRole("option").map((o) => o.textContent);
    const highlighted = () =>
      screen.getAllByRole("option").find((o) => o.getAttribute("aria-selected") === "true");
    const nearDubai = names();
    await userEvent.keyboard("{ArrowDown}");
    const chosen = highlighted()?.textContent;
    expect(chosen).toBe(nearDubai[1]);
    // The customer's position moves (GPS): the same places come back ranked from Abu Dhabi.
    act(() => move({ latitude: 24.4539, longitude: 54.3773 }));
    await waitFor(() => expect(names()).not.toEqual(nearDubai));
    expect(names().indexOf(chosen ?? "")).not.toBe(1);
    expect(highlighted()?.textContent).toBe(chosen);
    const box = screen.getByRole("combobox", { name: /Destination/ });
    expect(document.getElementById(box.getAttribute("aria-activedescendant") ?? "")?.textContent).toBe(
      chosen,
    );
  });

  it("says under the field when typed text was not resolved to a place", async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} />);
    await userEvent.type(screen.getByRole("combobox", { name: /Destination/ }), "My cousin's garage");
    await userEvent.tab();
    expect(
      await screen.findByText(/“My cousin's garage” is not a place yet: choose one of the suggestions/),
    ).toBeTruthy();
    expect(onValue.mock.lastCall?.[0]).toEqual({ text: "My cousin's garage", place: null });
  });

  it("cancels the request for older text when the text changes", async () => {
    hangFor = "Dubai";
    renderWithProviders(<Harness onValue={() => {}} />);
    const box = screen.getByRole("combobox", { name: /Destination/ });
    await userEvent.type(box, "Dubai");
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get("q") === "Dubai")).toBe(true));
    await userEvent.type(box, " Marina");
    await screen.findByRole("option", { name: "Dubai Marina, Dubai" });
    expect(calls.find((c) => c.url.searchParams.get("q") === "Dubai")?.signal?.aborted).toBe(true);
  });

  it("uses the customer's position, labelled by reverse geocoding, with exactly their coordinates", async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} />);
    await userEvent.click(screen.getByRole("button", { name: "Use my position" }));
    await waitFor(() => expect(onValue.mock.lastCall?.[0].text).toMatch(/^Near .+, Dubai$|, Dubai$/));
    expect(onValue.mock.lastCall?.[0].place).toMatchObject({
      latitude: USER.latitude,
      longitude: USER.longitude,
    });
    expect(calls.at(-1)?.url.pathname).toBe("/api/places/reverse");
  });
});
