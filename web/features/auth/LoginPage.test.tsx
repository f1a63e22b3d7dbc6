// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setServerStatus } from "../../shared/api";
import { STORED_USER_ID_KEY, STORED_USER_TYPE_KEY } from "../../shared/session";
import { stubFetch } from "../../shared/testing/fetchStub";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { LoginPage } from "./LoginPage";

const PROVIDER = { id: "p-khalid", userType: "provider", name: "Khalid" };
/** A demo server: GET /api/config says the demo accounts exist. */
const DEMO_SERVER = { "GET /api/config": { status: 200, body: { demoAccounts: true } } };
const sentPosts = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.filter(([, init]) => init?.method === "POST");

function renderLogin(path = "/login") {
  renderWithProviders(<LoginPage />, {
    path,
    routes: {
      "/provider": <p>provider home</p>,
      "/provider/onboarding": <p>captain onboarding</p>,
      "/": <p>customer home</p>,
    },
  });
  return userEvent.setup({ delay: null });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  setServerStatus("unknown");
});

describe("LoginPage", () => {
  it("has Login and Register tabs, and the help links", () => {
    renderLogin();
    expect(screen.getByRole("tab", { name: "Login" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Register" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
    expect(screen.getByRole("link", { name: "Terms of Service" }).getAttribute("href")).toBe("/terms");
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy");
  });

  it("fills the form from a demo account", async () => {
    stubFetch(DEMO_SERVER);
    const user = renderLogin();
    await user.click(await screen.findByRole("button", { name: /provider demo account khalid@captains.ae/ }));
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe("khalid@captains.ae");
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe("demo1234");
  });

  it("shows and hides the password", async () => {
    const user = renderLogin();
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(password.type).toBe("password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password.type).toBe("text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password.type).toBe("password");
  });

  it("asks for both fields before sending anything", async () => {
    const fetchMock = stubFetch({});
    const user = renderLogin();
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(screen.getByRole("alert").textContent).toContain("Please fill in all fields");
    expect(sentPosts(fetchMock)).toEqual([]);
  });

  it("reads Signing In... while waiting, then greets a provider and takes them to /provider", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const fetchMock = stubFetch({
      ...DEMO_SERVER,
      "POST /api/auth/login": () => new Promise((resolve) => (answer = resolve)),
    });
    const user = renderLogin();
    await user.click(await screen.findByRole("button", { name: /provider demo account khalid@captains.ae/ }));
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    const pending = await screen.findByRole("button", { name: "Signing In..." });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(JSON.parse(String(sentPosts(fetchMock)[0]?.[1]?.body))).toEqual({
      email: "khalid@captains.ae",
      password: "demo1234",
    });
    answer({ status: 200, body: PROVIDER });
    expect(await screen.findByText("provider home")).toBeTruthy();
    expect(await screen.findByText("Welcome Back")).toBeTruthy();
    expect(localStorage.getItem(STORED_USER_ID_KEY)).toBe("p-khalid");
    expect(localStorage.getItem(STORED_USER_TYPE_KEY)).toBe("provider");
  });

  it("says Login Failed with the server's words", async () => {
    stubFetch({ "POST /api/auth/login": { status: 401, body: { message: "Invalid email or password" } } });
    const user = renderLogin();
    await user.type(screen.getByLabelText(/^Email/), "aisha@example.ae");
    await user.type(screen.getByLabelText(/^Password/), "wrong");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Login Failed")).toBeTruthy();
    expect(screen.getByText("Invalid email or password")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeTruthy();
  });

  it("registers a service provider: checks the passwords, never sends the confirmation, lands on onboarding", async () => {
    const fetchMock = stubFetch({
      "POST /api/auth/register": {
        status: 200,
        body: { id: "p-new", userType: "provider", name: "Fast Tow" },
      },
    });
    const user = renderLogin("/login?tab=register");
    await user.click(screen.getByLabelText("Service Provider"));
    await user.type(screen.getByLabelText(/^Full Name/), "Fast Tow");
    await user.type(screen.getByLabelText(/^Email/), "ops@fasttow.ae");
    await user.type(screen.getByLabelText(/^Phone/), "+971501234567");
    await user.type(screen.getByLabelText(/^Password/), "tow-truck-7");
    await user.type(screen.getByLabelText(/^Confirm Password/), "secret2");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(screen.getByRole("alert").textContent).toContain("Passwords do not match");

    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), "tow-truck-7");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("captain onboarding")).toBeTruthy();
    expect(await screen.findByText("Account Created")).toBeTruthy();
    await waitFor(() => expect(sentPosts(fetchMock)).not.toEqual([]));
    expect(JSON.parse(String(sentPosts(fetchMock)[0]?.[1]?.body))).toEqual({
      name: "Fast Tow",
      email: "ops@fasttow.ae",
      phone: "+971501234567",
      password: "tow-truck-7",
      userType: "provider",
      latitude: 25.2048,
      longitude: 55.2708,
      isOnline: false,
    });
  });
});
