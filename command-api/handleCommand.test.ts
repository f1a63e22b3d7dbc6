import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventStore } from "../domain/ports/eventStore";
import { DomainError } from "../domain/shared/domainError";
import { accountStream, emailClaimStream, providerStream } from "../domain/streams";
import { openPgliteEventStore } from "../infra/eventstore/openPgliteEventStore";
import type { CommandContext } from "./commandContext";
import type { CommandDeps } from "./commandDeps";
import { addVehicle, updateProfile } from "./commands/accountCommands";
import { registerAccount } from "./commands/registration";
import { handleCommand } from "./handleCommand";

let store: EventStore;
let deps: CommandDeps;
let seq = 0;

beforeAll(async () => {
  ({ store } = await openPgliteEventStore({ memory: true }));
  deps = {
    store,
    clock: { now: () => new Date("2026-11-22T10:00:00.000Z") },
    ids: { next: () => `00000000-0000-7000-8000-${String(++seq).padStart(12, "0")}` },
    hasher: { hash: async (p) => `hashed:${p}`, verify: async (h, p) => h === `hashed:${p}` },
    offerTtlSeconds: 30,
  };
});
afterAll(() => store.close());

const system: CommandContext = {
  actor: { userId: "system", role: "system" },
  correlationId: "corr-1",
  causationId: null,
};

async function signUp(email: string, userType: "customer" | "provider" = "customer") {
  return registerAccount(deps)(
    { name: "Aisha", email, phone: "+971 50 123 4567", password: "tow-truck-7", userType },
    { actor: { userId: "anonymous", role: "customer" }, correlationId: `signup-${email}`, causationId: null },
  );
}

const vehicle = (vehicleId: string, licensePlate: string) => ({
  vehicleId,
  vehicleName: "Family SUV",
  vehicleMake: "Toyota",
  vehicleModel: "Land Cruiser",
  vehicleYear: 2022,
  vehicleColor: "White",
  licensePlate,
  vehicleType: "suv" as const,
  fuelType: "petrol" as const,
});

describe("handleCommand", () => {
  it("appends the decided events with full metadata and returns their position", async () => {
    const { accountId, position } = await signUp("meta@example.ae");
    expect(position).not.toBeNull();
    const [registered] = await store.readStream(accountStream(accountId));
    expect(registered?.type).toBe("AccountRegistered");
    expect(registered?.metadata).toMatchObject({
      correlationId: "signup-meta@example.ae",
      causationId: null,
      actor: { userId: accountId, role: "customer" },
      occurredAt: "2026-11-22T10:00:00.000Z",
      schemaVersion: 1,
    });
    expect(registered?.metadata.eventId).toMatch(/^00000000-0000-7000-8000-/);
    expect(registered?.data).toMatchObject({ email: "meta@example.ae", passwordHash: "hashed:tow-truck-7" });
  });

  it("rejects bad input before anything is appended, naming the field", async () => {
    const before = (await store.readAll()).length;
    await expect(signUp("not-an-email")).rejects.toThrow(/email: must be a valid email address/);
    await expect(
      registerAccount(deps)(
        { name: "A", email: "short@example.ae", phone: "+971501234567", password: "12345" },
        system,
      ),
    ).rejects.toThrow(/password: Password must be at least 8 characters/);
    await expect(
      registerAccount(deps)(
        { name: "A", email: "common@example.ae", phone: "+971501234567", password: "123456789" },
        system,
      ),
    ).rejects.toThrow(/password: Password is one of the most common passwords/);
    expect((await store.readAll()).length).toBe(before);
  });

  it("refuses a second account with the same email, whatever its case", async () => {
    await signUp("twice@example.ae");
    const error = await signUp("TWICE@example.ae").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: "conflict", message: "an account with this email already exists" });
    expect(await store.readStream(emailClaimStream("twice@example.ae"))).toHaveLength(1);
  });

  it("gives a captain a provider profile at sign-up", async () => {
    const { accountId } = await signUp("captain@example.ae", "provider");
    const [profile] = await store.readStream(providerStream(accountId));
    expect(profile?.type).toBe("ProviderProfileCreated");
  });

  it("returns a null position for a command that changes nothing", async () => {
    const { accountId } = await signUp("noop@example.ae");
    const owner: CommandContext = { ...system, actor: { userId: accountId, role: "customer" } };
    const profile = {
      accountId,
      name: "Aisha",
      phone: "+971 50 123 4567",
      address: null,
      city: "Dubai" as const,
      emiratesId: null,
    };
    const first = await updateProfile(deps)(profile, owner);
    expect(first.position).toBeNull();
  });

  it("decides again after a lost race when the command is safe to retry", async () => {
    const { accountId } = await signUp("race@example.ae");
    const owner: CommandContext = { ...system, actor: { userId: accountId, role: "customer" } };
    // Both read the same revision; one append loses and is re-decided on the newer state.
    const results = await Promise.all([
      addVehicle(deps)({ accountId, vehicle: vehicle("v-1", "DXB A 1"), makeDefault: false }, owner),
      addVehicle(deps)({ accountId, vehicle: vehicle("v-2", "DXB A 2"), makeDefault: false }, owner),
    ]);
    expect(results.every((r) => r.position !== null)).toBe(true);
    const types = (await store.readStream(accountStream(accountId))).map((e) => e.type);
    expect(types).toEqual(["AccountRegistered", "VehicleAdded", "VehicleAdded"]);
  });

  it("answers a conflict instead of retrying when the caller acted on what it saw", async () => {
    const { accountId } = await signUp("form@example.ae");
    const owner: CommandContext = { ...system, actor: { userId: accountId, role: "customer" } };
    const edit = (name: string) =>
      updateProfile(deps)(
        { accountId, name, phone: "+971 50 123 4567", address: null, city: "Dubai", emiratesId: null },
        owner,
      );
    const outcomes = await Promise.allSettled([edit("Aisha A"), edit("Aisha B")]);
    const rejected = outcomes.filter((o) => o.status === "rejected");
    expect(rejected).toHaveLength(1);
    expect((rejected[0] as PromiseRejectedResult).reason).toMatchObject({ code: "conflict" });
  });

  describe("on a stream named by an id minted for the command (newStream)", () => {
    /** Counts events; `Open` may only start a stream, `Note` goes anywhere. */
    const counter = {
      initialState: () => 0,
      evolve: (n: number) => n + 1,
      decide: (command: { type: "Open" | "Note" }, n: number) => {
        if (command.type === "Open" && n > 0)
          throw new DomainError("conflict", "request.alreadyExists", { requestId: "r1" });
        return [{ type: command.type === "Open" ? "Opened" : "Noted", data: { n } }];
      },
    };
    const reads: string[] = [];
    const counting = () => ({
      ...deps,
      store: {
        ...store,
        readStream: (stream: string) => {
          reads.push(stream);
          return store.readStream(stream);
        },
      },
    });
    const run = (stream: string, type: "Open" | "Note") =>
      handleCommand(counting(), stream, counter, { type }, system, "2026-11-22T10:00:00.000Z", {
        retryOnConflict: false,
        newStream: true,
      });

    it("appends without reading the stream first", async () => {
      reads.length = 0;
      const { position } = await run("counter-new", "Open");
      expect(position).not.toBeNull();
      expect(reads).toEqual([]);
      expect((await store.readStream("counter-new")).map((e) => e.data)).toEqual([{ n: 0 }]);
    });

    it("decides on what the stream holds when it existed after all", async () => {
      await run("counter-old", "Open");
      reads.length = 0;
      await run("counter-old", "Note");
      expect(reads).toEqual(["counter-old"]);
      expect((await store.readStream("counter-old")).map((e) => e.data)).toEqual([{ n: 0 }, { n: 1 }]);
      await expect(run("counter-old", "Open")).rejects.toMatchObject({
        code: "conflict",
        message: "request r1 already exists",
      });
      expect(await store.readStream("counter-old")).toHaveLength(2);
    });
  });
});
