import https from "node:https";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  type LocalPushService,
  startLocalPushService,
  type TestSubscription,
} from "../../infra/push/testing/localPushService";
import { launchChromium, newContext, saveScreenshot } from "./support/browser";
import { describeInBrowser } from "./support/describeInBrowser";
import { graphqlSignIn } from "./support/graphqlSession";
import { type ProductServer, startProductServer } from "./support/productServer";

const PASSWORD = "demo1234";
const BOOK = `mutation Book($input: RequestServiceInput!) { requestService(input: $input) { id } }`;

/**
 * Headless Chromium has no push service to subscribe with, so the page's PushManager is replaced by
 * one that hands out the test's subscription: the stand-in push service's endpoint and the P-256
 * keys the test holds the private half of. Everything else is real: the service worker
 * registration, the permission, the Settings switch, the server and its push reactor.
 */
function fakePushManager(subscription: { endpoint: string; p256dh: string; auth: string }) {
  const STORE = "test-push-subscription";
  const bytesOf = (base64url: string) =>
    Uint8Array.from(atob(base64url.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0)).buffer;
  const make = (serverKey: number[]) => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(serverKey).buffer },
    getKey: (name: string) => bytesOf(name === "p256dh" ? subscription.p256dh : subscription.auth),
    toJSON: () => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    }),
    unsubscribe: async () => {
      localStorage.removeItem(STORE);
      return true;
    },
  });
  // The subscription outlives a reload, as a real one does.
  PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey;
    const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : new Uint8Array(key as Uint8Array);
    localStorage.setItem(STORE, JSON.stringify([...bytes]));
    return make([...bytes]) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function getSubscription() {
    const stored = localStorage.getItem(STORE);
    return stored ? (make(JSON.parse(stored) as number[]) as unknown as PushSubscription) : null;
  };
}

describeInBrowser("push notifications (built app, real server, local push service)", () => {
  let server: ProductServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pushService: LocalPushService;
  let browserSubscription: TestSubscription;
  let familySubscription: TestSubscription;
  /** The request booked and accepted in the second test, still under way. */
  let requestId = "";
  const globalAgent = https.globalAgent;

  beforeAll(async () => {
    pushService = await startLocalPushService();
    // The server's reactor sends with web-push over the default HTTPS agent; in this test process
    // that agent trusts the stand-in's self-signed certificate (as NODE_EXTRA_CA_CERTS would).
    https.globalAgent = pushService.agent;
    browserSubscription = pushService.subscribe("chromium");
    familySubscription = pushService.subscribe("family-chromium");
    // PUSH_PROVIDER is left at its default (webpush): the product server runs the push reactor.
    [server, browser] = await Promise.all([startProductServer({ SIMULATE_FLEET: "0" }), launchChromium()]);
  }, 120_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
    https.globalAgent = globalAgent;
    await pushService?.close();
  });

  it("turning Push Notifications on in Settings sends this browser's subscription to the server", async () => {
    context = await newContext(browser, { baseURL: server.url });
    await context.grantPermissions(["notifications"]);
    const { endpoint, keys } = browserSubscription.target;
    await context.addInitScript(fakePushManager, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
    page = await context.newPage();

    await page.goto("/login?role=customer");
    await page.getByRole("button", { name: "Use the customer demo account aisha@example.ae" }).click();
    await expect.poll(() => page.getByPlaceholder("you@example.ae").inputValue()).toBe("aisha@example.ae");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page
      .getByRole("button", { name: /Emergency: send the nearest tow truck/ })
      .waitFor({ timeout: 30_000 });
    // The production build's service worker is what a subscription belongs to.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });

    await page.goto("/profile");
    await page.getByRole("tab", { name: "Settings" }).click();
    await page.getByText("Off for this browser").waitFor({ timeout: 20_000 });
    await page.getByRole("checkbox", { name: "Push Notifications" }).click({ force: true });
    await page.getByText("On for this browser").waitFor({ timeout: 20_000 });
    await page.getByRole("checkbox", { name: "A captain accepted my request" }).waitFor();
    await saveScreenshot(page, "push-notifications-on");

    const answer = await context.request.post("/graphql", {
      data: { query: "{ pushSettings { endpoints } }" },
    });
    expect(await answer.json()).toEqual({ data: { pushSettings: { endpoints: [endpoint] } } });
  }, 120_000);

  it("a captain accepting the customer's request is pushed to that browser, encrypted to its keys", async () => {
    const captain = await graphqlSignIn(server.url, "khalid@captains.ae", PASSWORD);
    await captain.run("mutation { setOnline(online: true, latitude: 25.2, longitude: 55.275) { id } }");
    const booked = await context.request.post("/graphql", {
      data: {
        query: BOOK,
        variables: {
          input: {
            serviceType: "TOWING",
            // Cash: this walk is not about paying.
            paymentMethod: "CASH",
            pickup: { location: "Dubai Mall", latitude: 25.1972, longitude: 55.2744 },
            destination: { location: "Al Quoz garage", latitude: 25.135, longitude: 55.23 },
            vehicle: { make: "Toyota", model: "Camry", year: 2020, color: "white", licensePlate: "D 12345" },
            providerId: captain.id,
          },
        },
      },
    });
    const { data } = (await booked.json()) as { data: { requestService: { id: string } } };
    requestId = data.requestService.id;
    await captain.run(`mutation($id: ID!) { acceptJob(requestId: $id) { id } }`, { id: requestId });

    const [push] = await pushService.waitFor(1);
    expect(push?.subscriptionId).toBe("chromium");
    expect(JSON.parse(push!.text)).toEqual({
      title: "Captain on the way",
      body: "A captain accepted your request.",
      url: "/",
      tag: `request-${requestId}`,
    });
    // Signed with the key the app subscribed with (the server's public key, given to PushManager).
    const config = (await (await context.request.get("/api/config")).json()) as { pushPublicKey: string };
    expect(push!.vapid.publicKey).toBe(config.pushPublicKey);
    expect(push!.vapid.aud).toBe(new URL(browserSubscription.target.endpoint).origin);
    expect(push!.headers.urgency).toBe("high");
  }, 120_000);

  it("signing out removes this browser's subscription on the server and in the browser", async () => {
    await page.goto("/profile");
    await page.getByRole("tab", { name: "Settings" }).click();
    await page.getByText("On for this browser").waitFor({ timeout: 20_000 });
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription()),
    ).toBeNull();
    const aisha = await graphqlSignIn(server.url, "aisha@example.ae", PASSWORD);
    expect(await aisha.run("{ pushSettings { endpoints } }")).toEqual({ pushSettings: { endpoints: [] } });
  }, 120_000);

  it("a family member turns on notifications on the share page, without an account, and is told the trip started", async () => {
    const aisha = await graphqlSignIn(server.url, "aisha@example.ae", PASSWORD);
    const shared = (await aisha.run(
      `mutation($input: ShareTripInput!) { shareTrip(input: $input) { shareToken } }`,
      { input: { requestId, sharedWithName: "Mariam", sharedWithPhone: "+971 50 222 3344" } },
    )) as { shareTrip: { shareToken: string } };
    const token = shared.shareTrip.shareToken;

    const family = await newContext(browser, { baseURL: server.url });
    try {
      await family.grantPermissions(["notifications"]);
      const { endpoint, keys } = familySubscription.target;
      await family.addInitScript(fakePushManager, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
      const sharePage = await family.newPage();
      await sharePage.goto(`/track/${token}`);
      await sharePage.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 60_000,
      });
      const toggle = sharePage.getByRole("checkbox", { name: "Notify me when the trip starts and ends" });
      await sharePage.getByText("Off", { exact: true }).waitFor({ timeout: 20_000 });
      await toggle.click({ force: true });
      await sharePage.getByText("On: this browser will be told").waitFor({ timeout: 20_000 });
      await saveScreenshot(sharePage, "share-page-notifications-on");

      const captain = await graphqlSignIn(server.url, "khalid@captains.ae", PASSWORD);
      await captain.run(`mutation($id: ID!) { startJob(requestId: $id) { id } }`, { id: requestId });
      const toFamily = () => pushService.received.filter((p) => p.subscriptionId === "family-chromium");
      await expect.poll(() => toFamily().length, { timeout: 30_000 }).toBe(1);
      // Decrypted with the keys only this browser's subscription holds: status only, and its own link.
      expect(JSON.parse(toFamily()[0]!.text)).toEqual({
        title: "Trip started",
        body: "The captain has arrived and started the job.",
        url: `/track/${token}`,
        tag: `trip-${requestId}`,
      });
    } finally {
      await family.close();
    }
  }, 180_000);
});
