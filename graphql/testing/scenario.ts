import { randomUUID } from "node:crypto";
import { SESSION_COOKIE } from "../../command-api/auth/sessionCookie";
import { verifyEmail } from "../../command-api/commands/emailVerificationCommands";
import { goOnline } from "../../command-api/commands/providerCommands";
import { registerAccount } from "../../command-api/commands/registration";
import { onboardApprovedCaptain } from "../../command-api/onboarding/captainOnboarding";
import { SYSTEM } from "../../domain/shared/actor";
import { postGraphql, type TestUser, userClients } from "./testClients";
import type { TestServer } from "./testServer";

export const PASSWORD = "secret-123";

const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { id userType } }`;
const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { id } }`;

/** The session cookie a Set-Cookie header carries, as a Cookie header value. */
export function sessionCookieOf(setCookie: string | null): string {
  const match = setCookie && new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(setCookie);
  if (!match) throw new Error(`no session cookie in ${setCookie}`);
  return `${SESSION_COOKIE}=${match[1]}`;
}

/**
 * Signs a new customer or provider up through the register mutation; a provider may start online at
 * a point. A provider is an approved captain (the system onboards them, papers on record) unless
 * `onboarded: false` keeps them at the start of onboarding.
 */
export async function signUp(
  server: TestServer,
  userType: "customer" | "provider",
  options: {
    latitude?: number;
    longitude?: number;
    isOnline?: boolean;
    name?: string;
    onboarded?: boolean;
  } = {},
): Promise<TestUser> {
  const input = {
    name: options.name ?? `${userType} ${randomUUID().slice(0, 8)}`,
    email: `${userType}-${randomUUID()}@example.ae`,
    phone: "+971 50 123 4567",
    password: PASSWORD,
    userType: userType.toUpperCase(),
    ...(options.latitude !== undefined ? { latitude: options.latitude } : {}),
    ...(options.longitude !== undefined ? { longitude: options.longitude } : {}),
    ...(options.isOnline !== undefined ? { isOnline: options.isOnline } : {}),
  };
  const { result, setCookie } = await postGraphql<{ register: { id: string } }>(server.url, REGISTER, {
    input,
  });
  if (!result.data) throw new Error(`sign-up failed: ${JSON.stringify(result.errors)}`);
  const accountId = result.data.register.id;
  // A captain starts offline until their email is verified and an admin approved them: these tests
  // vouch for the email as seeding does (the link itself is tested in
  // graphql/tests/emailVerification.test.ts), have the system approve them, then go online.
  if (userType === "provider") {
    const system = { actor: SYSTEM, correlationId: randomUUID(), causationId: null };
    let last = (await verifyEmail(server.commands)({ accountId }, system)).position;
    if (options.onboarded !== false) {
      const onboarded = await onboardApprovedCaptain(server.commands, {
        providerId: accountId,
        name: input.name,
      });
      last = onboarded.position ?? last;
    }
    if (options.isOnline === true) {
      const online = await goOnline(server.commands)(
        {
          providerId: accountId,
          latitude: options.latitude ?? 25.2048,
          longitude: options.longitude ?? 55.2708,
        },
        { actor: { userId: accountId, role: "provider" }, correlationId: randomUUID(), causationId: null },
      );
      last = online.position ?? last;
    }
    if (last) await server.runner.waitForPosition(last);
  }
  return userClients(server.url, server.wsUrl, accountId, sessionCookieOf(setCookie));
}

/** Admins are seeded, never self-registered: made as the system does, then signed in through the login mutation. */
export async function signUpAdmin(server: TestServer): Promise<TestUser> {
  const email = `admin-${randomUUID()}@roadside.ae`;
  const { accountId, position } = await registerAccount(server.commands)(
    { name: "Ops Admin", email, phone: "+971 4 555 0100", password: PASSWORD, userType: "admin" },
    { actor: SYSTEM, correlationId: randomUUID(), causationId: null },
  );
  if (position) await server.runner.waitForPosition(position);
  const { result, setCookie } = await postGraphql<{ login: { id: string } }>(server.url, LOGIN, {
    email,
    password: PASSWORD,
  });
  if (!result.data) throw new Error(`admin sign-in failed: ${JSON.stringify(result.errors)}`);
  return userClients(server.url, server.wsUrl, accountId, sessionCookieOf(setCookie));
}

export function anonymous(server: TestServer): TestUser {
  return userClients(server.url, server.wsUrl, "anonymous", null);
}

export const REQUEST_FIELDS = `id status serviceType customerId providerId offeredTo estimatedPrice finalPrice`;

/**
 * A booking for now, near central Dubai, optionally with a chosen provider (who then holds the offer).
 * Paid in cash: these bookings test everything but paying; card bookings have their own tests
 * (graphql/tests/booking*.test.ts).
 */
export function bookingInput(providerId: string | null, overrides: Record<string, unknown> = {}) {
  return {
    serviceType: "TOWING",
    paymentMethod: "CASH",
    pickup: { location: "Dubai Mall", latitude: 25.1972, longitude: 55.2744 },
    destination: { location: "Al Quoz garage", latitude: 25.135, longitude: 55.23 },
    vehicle: { make: "Toyota", model: "Camry", year: 2020, color: "white", licensePlate: "D 12345" },
    providerId,
    ...overrides,
  };
}
