// @vitest-environment happy-dom
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setServerStatus } from "../../shared/api";
import { stubFetch } from "../../shared/testing/fetchStub";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { SignInForm } from "./SignInForm";

afterEach(() => {
  vi.unstubAllGlobals();
  setServerStatus("unknown");
});

/** The config request was sent and its answer has been rendered, before looking for what must not be there. */
async function answered(mock: ReturnType<typeof stubFetch>) {
  await waitFor(() => expect(mock.mock.calls.map(([input]) => String(input))).toEqual(["/api/config"]));
  await act(async () => {
    await mock.mock.results[0]?.value;
  });
}

describe("SignInForm's demo accounts panel follows the server, not the build", () => {
  it("shows the demo accounts when GET /api/config says they exist", async () => {
    stubFetch({ "GET /api/config": { status: 200, body: { demoAccounts: true } } });
    renderWithProviders(<SignInForm surface="login-page" />);
    expect(await screen.findByRole("heading", { name: "Demo accounts" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /admin demo account admin@roadside.ae/ })).toBeTruthy();
    expect(screen.getByText("demo1234")).toBeTruthy();
  });

  it("shows no demo accounts and no demo password when the server has none", async () => {
    const fetchMock = stubFetch({ "GET /api/config": { status: 200, body: { demoAccounts: false } } });
    renderWithProviders(<SignInForm surface="login-page" />);
    await answered(fetchMock);
    expect(screen.queryByRole("heading", { name: "Demo accounts" })).toBeNull();
    expect(screen.queryByText(/demo1234/)).toBeNull();
  });

  it("shows none when the server's configuration cannot be read", async () => {
    const fetchMock = stubFetch({ "GET /api/config": { status: 500, body: { message: "boom" } } });
    renderWithProviders(<SignInForm surface="login-page" />);
    await answered(fetchMock);
    expect(screen.queryByRole("heading", { name: "Demo accounts" })).toBeNull();
  });
});
