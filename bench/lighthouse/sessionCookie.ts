import { DEMO_PASSWORD } from "../../infra/seed/demoAccounts";

/**
 * Signs a demo account in through the public API, as the sign-in form does, and returns the
 * `Cookie` header value that carries its session.
 */
export async function sessionCookieOf(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(new URL("/api/auth/login", baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(baseUrl).origin },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`signing ${email} in answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
  if (cookies.length === 0) throw new Error(`signing ${email} in set no cookie`);
  return cookies.join("; ");
}
