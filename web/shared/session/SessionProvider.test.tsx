// @vitest-environment happy-dom
import { ChakraProvider } from "@chakra-ui/react";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setServerStatus } from "../api";
import "../testing/renderWithProviders";
import { stubFetch } from "../testing/fetchStub";
import { system } from "../theme/system";
import { checkSessionEarly } from "./earlySessionCheck";
import { SessionProvider } from "./SessionProvider";
import { STORED_USER_KEY, writeStoredUser } from "./storedUser";
import { useSession } from "./useSession";

function WhoAmI() {
  const { loading, user, signOut } = useSession();
  return (
    <>
      <p>{loading ? "loading" : (user?.name ?? "nobody")}</p>
      <button type="button" onClick={signOut}>
        Sign out
      </button>
    </>
  );
}

const renderSession = () =>
  render(
    <ChakraProvider value={system}>
      <SessionProvider>
        <WhoAmI />
      </SessionProvider>
    </ChakraProvider>,
  );

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  setServerStatus("unknown");
});

describe("SessionProvider", () => {
  it("waits for the server while a user is stored, and signs out when the server knows no one", async () => {
    writeStoredUser(localStorage, { id: "u1", userType: "customer", name: "Aisha" });
    stubFetch({ "GET /api/auth/me": { status: 200, body: null } });
    renderSession();
    expect(screen.getByText("loading")).toBeTruthy();
    expect(await screen.findByText("nobody")).toBeTruthy();
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it("uses the answer asked for at start-up instead of asking again (a visitor with only the cookie)", async () => {
    const fetch = stubFetch({
      "GET /api/auth/me": { status: 200, body: { id: "u1", userType: "customer", name: "Aisha" } },
    });
    checkSessionEarly();
    renderSession();
    expect(await screen.findByText("Aisha")).toBeTruthy();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("takes the server's user over the stored one", async () => {
    writeStoredUser(localStorage, { id: "u1", userType: "customer", name: "Old name" });
    stubFetch({
      "GET /api/auth/me": { status: 200, body: { id: "u1", userType: "customer", name: "Aisha" } },
    });
    renderSession();
    expect(await screen.findByText("Aisha")).toBeTruthy();
  });

  it("keeps the stored user when the server cannot be reached", async () => {
    writeStoredUser(localStorage, { id: "u1", userType: "provider", name: "Khalid" });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    renderSession();
    expect(await screen.findByText("Khalid")).toBeTruthy();
  });

  it("shows a visitor without a stored user at once, and signs them in if the cookie holds a session", async () => {
    stubFetch({
      "GET /api/auth/me": { status: 200, body: { id: "u2", userType: "customer", name: "Rahul" } },
    });
    renderSession();
    expect(screen.getByText("nobody")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("Rahul")).toBeTruthy());
  });

  it("signing out first removes this browser's push subscription, while the session still says whose it is", async () => {
    writeStoredUser(localStorage, { id: "u1", userType: "provider", name: "Khalid" });
    const unsubscribe = vi.fn(async () => true);
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: {
        getRegistration: async () => ({
          pushManager: { getSubscription: async () => ({ endpoint: "https://push.example/k", unsubscribe }) },
        }),
      },
    });
    const fetch = stubFetch({
      "GET /api/auth/me": { status: 200, body: { id: "u1", userType: "provider", name: "Khalid" } },
      "POST /graphql": { status: 200, body: { data: { removePushSubscription: { endpoints: [] } } } },
      "POST /api/auth/logout": { status: 204 },
    });
    try {
      renderSession();
      await screen.findByText("Khalid");
      fireEvent.click(screen.getByText("Sign out"));
      expect(await screen.findByText("nobody")).toBeTruthy();
      expect(fetch.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`)).toEqual([
        "GET /api/auth/me",
        "POST /graphql",
        "POST /api/auth/logout",
      ]);
      expect(unsubscribe).toHaveBeenCalledOnce();
    } finally {
      Reflect.deleteProperty(navigator, "serviceWorker");
    }
  });
});
