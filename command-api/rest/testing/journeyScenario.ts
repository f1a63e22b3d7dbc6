import { expect } from "vitest";
import { TEST_CARD_TOKENS } from "../../../infra/payments/testProcessor/testCards";
import { type Frame, LiveTestClient } from "../../live/testing/liveTestClient";
import { HttpSession } from "./httpSession";

interface AuthUser {
  id: string;
  userType: string;
  name: string;
}
interface RequestView {
  id: string;
  status: string;
  serviceType: string;
  [field: string]: unknown;
}

const requestFrame = (type: string, status?: string) => (frame: Frame) =>
  frame.type === type && (status === undefined || (frame.request as RequestView).status === status);

/**
 * The journey over real HTTP and /ws: a customer signs up, adds a vehicle and books towing
 * with a chosen provider; the provider hears of it live, accepts, starts and completes; the customer
 * hears each status; both review; both histories show it.
 */
/**
 * `vouchForCaptain` vouches for the captain's email and has the system approve them, as seeding
 * does (the mailed link is tested in emailVerificationRoutes.test.ts, onboarding on its own).
 */
export async function runJourney(
  baseUrl: string,
  vouchForCaptain: (accountId: string, name: string) => Promise<void>,
): Promise<void> {
  const run = Date.now().toString(36);
  const customer = new HttpSession(baseUrl);
  const provider = new HttpSession(baseUrl);

  const captain = await provider.expect<AuthUser & { offlineReason?: string }>(
    201,
    "POST",
    "/api/auth/register",
    {
      name: "Journey Recovery",
      email: `captain-${run}@example.ae`,
      password: "tow-truck-7",
      phone: "+971 50 700 0001",
      userType: "provider",
      latitude: 25.2,
      longitude: 55.27,
      isOnline: true,
    },
  );
  expect(captain).toMatchObject({ userType: "provider", name: "Journey Recovery", emailVerified: false });
  // Asked to start online, but unverified: registered offline, told why.
  expect(captain.offlineReason).toMatch(/Verify your email before going online/);
  await vouchForCaptain(captain.id, captain.name);
  await provider.expect(200, "POST", "/graphql", {
    query: "mutation { setOnline(online: true, latitude: 25.2, longitude: 55.27) { id } }",
  });

  const me = await customer.expect<AuthUser>(201, "POST", "/api/auth/register", {
    name: "Journey Customer",
    email: `customer-${run}@example.ae`,
    password: "tow-truck-7",
    phone: "+971 50 700 0002",
    userType: "customer",
    latitude: 25.1972,
    longitude: 55.2744,
    isOnline: true,
  });
  expect(me).toMatchObject({ userType: "customer", name: "Journey Customer" });
  expect(await customer.expect<AuthUser>(200, "GET", "/api/auth/me")).toMatchObject({ id: me.id });

  const vehicle = await customer.expect<{ id: string; isDefault: boolean }>(
    201,
    "POST",
    "/api/user-vehicles",
    {
      userId: me.id,
      vehicleName: "Daily",
      vehicleMake: "Toyota",
      vehicleModel: "Camry",
      vehicleYear: 2021,
      vehicleColor: "Blue",
      licensePlate: `J ${run}`,
      vehicleType: "sedan",
      fuelType: "petrol",
    },
  );
  expect(vehicle.isDefault).toBe(true);
  const vehicles = await customer.expect<Array<{ id: string }>>(200, "GET", `/api/user-vehicles/${me.id}`);
  expect(vehicles.map((v) => v.id)).toEqual([vehicle.id]);

  const online = await customer.expect<Array<{ id: string }>>(
    200,
    "GET",
    "/api/providers/online?serviceType=towing",
  );
  expect(online.map((p) => p.id)).toContain(captain.id);

  const providerLive = await LiveTestClient.connect(baseUrl, provider.cookie);
  const customerLive = await LiveTestClient.connect(baseUrl, customer.cookie);
  try {
    expect(await providerLive.authenticate(captain.id)).toMatchObject({
      type: "authenticated",
      userType: "provider",
    });
    expect(await customerLive.authenticate(me.id)).toMatchObject({
      type: "authenticated",
      userType: "customer",
    });
    // Spec §8: a malformed message is answered, not fatal.
    customerLive.send("this is not json");
    expect(await customerLive.nextOfType("error")).toMatchObject({ error: "message must be JSON" });
    customerLive.send({ type: "ping" });
    await customerLive.nextOfType("pong");

    const booked = await customer.expect<RequestView>(201, "POST", "/api/requests", {
      customerId: me.id,
      providerId: captain.id,
      serviceType: "towing",
      pickupLocation: "Dubai Mall",
      destination: "Al Quoz garage",
      pickupLatitude: "25.1972",
      pickupLongitude: "55.2796",
      destinationLatitude: 25.1357,
      destinationLongitude: 55.2333,
      vehicleId: vehicle.id,
      vehicleMake: "Toyota",
      vehicleModel: "Camry",
      vehicleYear: 2021,
      vehicleColor: "Blue",
      licensePlate: `J ${run}`,
      description: "Won't start",
      // The app sends the price it showed; the server prices the booking itself (its rank, spec §9).
      estimatedPrice: "275",
      priority: "high",
      // Paid by card as the app does: the test processor's approved card, held until completion.
      paymentMethod: "card",
      paymentToken: TEST_CARD_TOKENS.approved,
      scheduledAt: null,
    });
    expect(booked).toMatchObject({ status: "pending", serviceType: "towing", providerId: captain.id });

    const offer = await providerLive.next(requestFrame("new_request"));
    expect(offer.request).toMatchObject({ id: booked.id, serviceType: "towing" });

    const steps = [
      ["accepted", "Your request has been accepted"],
      ["in-progress", "Provider is on the way"],
      ["completed", "Service completed successfully"],
    ] as const;
    for (const [status, text] of steps) {
      const changed = await provider.expect<RequestView>(200, "PATCH", `/api/requests/${booked.id}`, {
        status,
      });
      expect(changed.status).toBe(status);
      const update = await customerLive.next(requestFrame("request_update", status));
      expect(update).toMatchObject({ status, message: text });
      if (status === "accepted") {
        // The captain's position reaches the customer while the job is under way.
        providerLive.send({
          type: "location_update",
          userId: captain.id,
          userType: "provider",
          latitude: 25.199,
          longitude: 55.279,
        });
        const moved = await customerLive.nextOfType("location_update");
        expect(moved).toMatchObject({ userId: captain.id, userType: "provider", latitude: 25.199 });
      }
    }

    const customerReview = await customer.expect<{ rating: number; revieweeId: string }>(
      201,
      "POST",
      "/api/reviews",
      {
        requestId: booked.id,
        reviewerId: me.id,
        revieweeId: captain.id,
        rating: "5",
        comment: "  Fast and careful  ",
      },
    );
    expect(customerReview).toMatchObject({ rating: 5, revieweeId: captain.id });
    await provider.expect(201, "POST", "/api/reviews", {
      requestId: booked.id,
      reviewerId: captain.id,
      revieweeId: me.id,
      rating: 4,
      comment: null,
    });
    await customer.expect(409, "POST", "/api/reviews", {
      requestId: booked.id,
      reviewerId: me.id,
      revieweeId: captain.id,
      rating: 3,
    });

    const expected = {
      id: booked.id,
      status: "completed",
      serviceType: "towing",
      customerId: me.id,
      providerId: captain.id,
      pickupLocation: "Dubai Mall",
      destination: "Al Quoz garage",
      vehicleMake: "Toyota",
      vehicleModel: "Camry",
      vehicleYear: 2021,
      licensePlate: `J ${run}`,
      // This captain's rank near the pickup depends on who else is online there (earlier runs' captains too).
      estimatedPrice: booked.estimatedPrice,
      finalPrice: booked.estimatedPrice,
      customerRating: 5,
      customerReview: "Fast and careful",
      providerRating: 4,
      providerReview: "",
    };
    const customerHistory = await customer.expect<RequestView[]>(
      200,
      "GET",
      `/api/requests/customer/${me.id}`,
    );
    expect(customerHistory).toHaveLength(1);
    expect(customerHistory[0]).toMatchObject(expected);
    const providerHistory = await provider.expect<RequestView[]>(
      200,
      "GET",
      `/api/requests/provider/${captain.id}`,
    );
    expect(providerHistory[0]).toMatchObject(expected);
    const aboutCaptain = await customer.expect<Array<{ rating: number; comment: string | null }>>(
      200,
      "GET",
      `/api/reviews/user/${captain.id}`,
    );
    expect(aboutCaptain).toMatchObject([{ rating: 5, comment: "Fast and careful" }]);

    await customer.expect(204, "POST", "/api/auth/logout");
    expect(await customer.expect(200, "GET", "/api/auth/me")).toBeNull();
  } finally {
    await providerLive.close();
    await customerLive.close();
  }
}
