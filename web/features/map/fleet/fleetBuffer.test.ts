import { describe, expect, it } from "vitest";
import { FLEET_COLORS, FleetBuffer } from "./fleetBuffer";

describe("FleetBuffer", () => {
  it("gives each vehicle a slot in arrival order and packs lng, lat, 0", () => {
    const fleet = new FleetBuffer();
    fleet.apply({ ids: ["a", "b"], lngs: [55.1, 55.2], lats: [25.1, 25.2] });
    const snap = fleet.snapshot();
    expect(snap.length).toBe(2);
    expect(Array.from(snap.positions)).toEqual([55.1, 25.1, 0, 55.2, 25.2, 0].map(Math.fround));
    expect(fleet.idAt(1)).toBe("b");
  });

  it("keeps a vehicle's slot when later batches reorder or omit vehicles", () => {
    const fleet = new FleetBuffer();
    fleet.apply({ ids: ["a", "b", "c"], lngs: [1, 2, 3], lats: [1, 2, 3] });
    fleet.apply({ ids: ["c", "d", "a"], lngs: [30, 4, 10], lats: [30, 4, 10] });
    expect(fleet.slotFor("a")).toBe(0);
    expect(fleet.slotFor("c")).toBe(2);
    expect(fleet.slotFor("d")).toBe(3);
    const snap = fleet.snapshot();
    expect(Array.from(snap.positions)).toEqual([10, 10, 0, 2, 2, 0, 30, 30, 0, 4, 4, 0]);
  });

  it("colours by status and hides offline vehicles without freeing their slot", () => {
    const fleet = new FleetBuffer();
    fleet.apply({ ids: ["a", "b"], lngs: [1, 2], lats: [1, 2], status: ["available", "busy"] });
    fleet.apply({ ids: ["a"], lngs: [1], lats: [1], status: ["offline"] });
    const snap = fleet.snapshot();
    expect(Array.from(snap.colors.slice(4, 8))).toEqual([...FLEET_COLORS.busy]);
    expect(Array.from(snap.visible)).toEqual([0, 1]);
    expect(fleet.slotFor("a")).toBe(0);
    fleet.apply({ ids: ["a"], lngs: [1], lats: [1], status: ["available"] });
    expect(Array.from(fleet.snapshot().visible)).toEqual([1, 1]);
  });

  it("keeps the last heading and status when a batch leaves them out", () => {
    const fleet = new FleetBuffer();
    fleet.apply({ ids: ["a"], lngs: [1], lats: [1], headings: [90], status: ["busy"] });
    fleet.apply({ ids: ["a"], lngs: [2], lats: [2] });
    expect(fleet.snapshot().headings[0]).toBe(90);
    expect(fleet.statusAt(0)).toBe("busy");
  });

  it("hands out new arrays and a new version on every batch", () => {
    const fleet = new FleetBuffer();
    fleet.apply({ ids: ["a"], lngs: [1], lats: [1] });
    const first = fleet.snapshot();
    fleet.apply({ ids: ["a"], lngs: [2], lats: [2] });
    const second = fleet.snapshot();
    expect(second.positions).not.toBe(first.positions);
    expect(second.version).toBe(first.version + 1);
    expect(first.positions[0]).toBe(1);
  });

  it("grows past its first capacity without losing vehicles", () => {
    const fleet = new FleetBuffer();
    const ids = Array.from({ length: 5000 }, (_, i) => `v${i}`);
    fleet.apply({ ids, lngs: ids.map((_, i) => i), lats: ids.map((_, i) => -i) });
    const snap = fleet.snapshot();
    expect(snap.length).toBe(5000);
    expect(snap.positions[3 * 4999]).toBe(4999);
    expect(snap.positions[3 * 4999 + 1]).toBe(-4999);
  });

  it("refuses a batch whose columns differ in length", () => {
    expect(() => new FleetBuffer().apply({ ids: ["a", "b"], lngs: [1], lats: [1, 2] })).toThrow(RangeError);
  });
});
