import { describe, expect, it } from "vitest";
import type { Principal } from "../principal";
import { requireActingAsSelf, requireRole, requireSelfOrAdmin, requireSignedIn } from "./identityPolicy";
import { canSeeRequest, requireRequestParty, requireVisibleRequest } from "./requestPolicy";
import { requireMayReadReviewsAbout } from "./reviewPolicy";

const customer: Principal = { userId: "c1", role: "customer" };
const stranger: Principal = { userId: "c2", role: "customer" };
const provider: Principal = { userId: "p1", role: "provider" };
const offered: Principal = { userId: "p2", role: "provider" };
const admin: Principal = { userId: "a1", role: "admin" };
const request = { customerId: "c1", providerId: "p1", offeredTo: ["p2"] };

describe("identity policy", () => {
  it("401 without a session", () => {
    expect(() => requireSignedIn(null)).toThrow(expect.objectContaining({ code: "unauthenticated" }));
  });
  it("403 for another role's area", () => {
    expect(() => requireRole(customer, ["provider"])).toThrow(expect.objectContaining({ code: "forbidden" }));
    expect(requireRole(provider, ["provider"])).toBe(provider);
  });
  it("own data, or an admin", () => {
    expect(requireSelfOrAdmin(customer, "c1")).toBe(customer);
    expect(requireSelfOrAdmin(admin, "c1")).toBe(admin);
    expect(() => requireSelfOrAdmin(stranger, "c1")).toThrow(expect.objectContaining({ code: "forbidden" }));
  });
  it("a body acts only in the caller's name, naming the field", () => {
    expect(() => requireActingAsSelf(customer, "c2", "customerId")).toThrow(
      expect.objectContaining({ code: "forbidden", field: "customerId" }),
    );
  });
});

describe("request policy", () => {
  it("the customer, its provider, providers it is offered to, and admins see it", () => {
    expect([customer, provider, offered, admin].every((p) => canSeeRequest(p, request))).toBe(true);
    expect(canSeeRequest(stranger, request)).toBe(false);
    expect(canSeeRequest({ userId: "c1", role: "provider" }, request)).toBe(false);
  });
  it("what one may not see is not found", () => {
    expect(() => requireVisibleRequest(stranger, request, "r1")).toThrow(
      expect.objectContaining({ code: "not_found" }),
    );
    expect(() => requireVisibleRequest(admin, null, "r1")).toThrow(
      expect.objectContaining({ code: "not_found" }),
    );
  });
  it("chat and photos: the two parties, and admins only to read", () => {
    expect(() => requireRequestParty(offered, request, "r1", { adminMayRead: true })).toThrow();
    expect(requireRequestParty(admin, request, "r1", { adminMayRead: true })).toBe(request);
    expect(() => requireRequestParty(admin, request, "r1", { adminMayRead: false })).toThrow();
  });
});

describe("review policy", () => {
  it("a provider's reviews are public to the signed in; a customer's are not for other customers", () => {
    expect(requireMayReadReviewsAbout(stranger, { userId: "p1", userType: "provider" })).toBe(stranger);
    expect(requireMayReadReviewsAbout(provider, { userId: "c1", userType: "customer" })).toBe(provider);
    expect(() => requireMayReadReviewsAbout(stranger, { userId: "c1", userType: "customer" })).toThrow(
      expect.objectContaining({ code: "forbidden" }),
    );
  });
});
