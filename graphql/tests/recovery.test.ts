import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, PASSWORD, sessionCookieOf, signUp } from "../testing/scenario";
import { postGraphql, run, type TestUser, userClients } from "../testing/testClients";
import { startTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await signUp(server, "customer");
}, 120_000);
afterAll(() => server?.close());

const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { id email } }`;
const ME = "query { me { id email } }";
const CHANGE = `mutation($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) }`;

async function signIn(email: string, password: string) {
  const { result, setCookie } = await postGraphql<{ login: { id: string } }>(server.url, LOGIN, {
    email,
    password,
  });
  return {
    ok: Boolean(result.data),
    client: result.data
      ? userClients(server.url, server.wsUrl, result.data.login.id, sessionCookieOf(setCookie))
      : null,
  };
}

describe("changePassword", () => {
  it("needs the current password and ends the caller's other sessions, not this one", async () => {
    const { data: me } = await run<{ me: { email: string } }>(user, ME);
    const email = me!.me.email;
    const elsewhere = (await signIn(email, PASSWORD)).client!;

    const wrong = await run(user, CHANGE, { current: "not it", next: "a brand new one" });
    expect(wrong).toMatchObject({ code: "BAD_USER_INPUT", field: "currentPassword" });

    const short = await run(user, CHANGE, { current: PASSWORD, next: "abc" });
    expect(short).toMatchObject({ code: "BAD_USER_INPUT", field: "newPassword" });

    const changed = await run<{ changePassword: boolean }>(user, CHANGE, {
      current: PASSWORD,
      next: "a brand new one",
    });
    expect(changed.data).toEqual({ changePassword: true });
    expect((await run<{ me: unknown }>(user, ME)).data).toEqual({ me: expect.objectContaining({ email }) });
    expect((await run<{ me: unknown }>(elsewhere, ME)).data).toEqual({ me: null });
    expect((await signIn(email, PASSWORD)).ok).toBe(false);
    expect((await signIn(email, "a brand new one")).ok).toBe(true);
  });

  it("signed out it is refused", async () => {
    const result = await run(anonymous(server), CHANGE, { current: PASSWORD, next: "a brand new one" });
    expect(result.code).toBe("UNAUTHENTICATED");
  });

  it("resetPassword refuses a token that was never issued, naming the field", async () => {
    const result = await run(
      anonymous(server),
      `mutation { resetPassword(token: "${"y".repeat(43)}", password: "whatever 123") }`,
    );
    expect(result).toMatchObject({ code: "BAD_USER_INPUT", field: "token" });
  });
});
