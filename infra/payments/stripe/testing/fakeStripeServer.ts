import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP server that speaks the part of Stripe's API the adapter uses, in Stripe's format:
 * form-encoded bodies with bracketed keys, Bearer secret keys, Idempotency-Key (a repeat answers the
 * first response with Idempotent-Replayed, other parameters answer an idempotency_error), JSON objects
 * and `{"error": {...}}` bodies with Stripe's statuses (402 card errors, 400 invalid requests).
 * Stripe's test PaymentMethods behave as Stripe documents them. Only for tests.
 */

type Behaviour = "approve" | "decline" | "insufficient" | "authenticate";

const TEST_METHODS: Readonly<Record<string, { brand: string; last4: string; behaviour: Behaviour }>> = {
  pm_card_visa: { brand: "visa", last4: "4242", behaviour: "approve" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444", behaviour: "approve" },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002", behaviour: "decline" },
  pm_card_chargeDeclinedInsufficientFunds: { brand: "visa", last4: "9995", behaviour: "insufficient" },
  pm_card_authenticationRequired: { brand: "visa", last4: "3184", behaviour: "authenticate" },
};

type Json = Record<string, unknown>;
type Params = Record<string, unknown>;

interface Method extends Json {
  id: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  customer: string | null;
}

interface Intent extends Json {
  id: string;
  amount: number;
  amount_capturable: number;
  amount_received: number;
  status: string;
  payment_method: string | null;
  latest_charge: string | null;
  customer: string | null;
  metadata: Record<string, string>;
}

interface Charge extends Json {
  id: string;
  amount: number;
  amount_captured: number;
  amount_refunded: number;
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: Json,
  ) {
    super(String(error.message));
  }
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** `a[b]=1&a[c][0]=x` → { a: { b: "1", c: ["x"] } }: what stripe-node's qs encoding means. */
export function decodeStripeForm(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    path.forEach((segment, i) => {
      if (i === path.length - 1) node[segment] = value;
      else {
        node[segment] ??= {};
        node = node[segment] as Record<string, unknown>;
      }
    });
  }
  return arrays(root) as Params;
}

function arrays(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, arrays(v)] as const);
  const isArray = entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k));
  return isArray ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}

export interface FakeStripe {
  /** `{ host, port, protocol }` for the Stripe constructor. */
  readonly client: { host: string; port: number; protocol: "http" };
  readonly secretKey: string;
  /** The cardholder's answer to 3-D Secure, as stripe.js would send it from the browser. */
  completeAuthentication(paymentIntentId: string, outcome: "approve" | "fail"): void;
  /** The next `count` requests answer 500 api_error (Stripe down), before doing anything. */
  failNext(count: number): void;
  /** Requests that were not idempotent replays, by method and path (what moved state). */
  readonly performed: ReadonlyArray<{ method: string; path: string; idempotencyKey: string | null }>;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_fake${randomBytes(8).toString("hex")}`;
  const customers = new Map<string, Json>();
  const methods = new Map<string, Method & { behaviour: Behaviour }>();
  const intents = new Map<string, Intent>();
  const charges = new Map<string, Charge>();
  const replies = new Map<string, { route: string; params: string; status: number; body: Json }>();
  const performed: Array<{ method: string; path: string; idempotencyKey: string | null }> = [];
  let failures = 0;

  const invalid = (message: string, extra: Json = {}) =>
    new StripeFailure(400, { type: "invalid_request_error", message, ...extra });

  function intentJson(intent: Intent, expand: readonly string[]): Json {
    const json: Json = { ...intent };
    if (expand.includes("payment_method") && intent.payment_method)
      json.payment_method = publicMethod(intent.payment_method);
    if (expand.includes("latest_charge") && intent.latest_charge)
      json.latest_charge = charges.get(intent.latest_charge);
    return json;
  }

  function publicMethod(methodId: string): Json {
    const { behaviour: _, ...method } = methods.get(methodId)!;
    return method;
  }

  function methodFor(token: unknown): Method & { behaviour: Behaviour } {
    if (typeof token !== "string")
      throw invalid("Missing required param: payment_method.", { param: "payment_method" });
    const existing = methods.get(token);
    if (existing) return existing;
    const test = TEST_METHODS[token];
    if (!test)
      throw invalid(`No such PaymentMethod: '${token}'`, {
        code: "resource_missing",
        param: "payment_method",
      });
    // Stripe's shortcut ids make a new PaymentMethod each time they are used.
    const method = {
      id: id("pm"),
      object: "payment_method",
      type: "card",
      card: {
        brand: test.brand,
        last4: test.last4,
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
      },
      customer: null,
      behaviour: test.behaviour,
    };
    methods.set(method.id, method);
    return method;
  }

  function intentOf(intentId: string): Intent {
    const intent = intents.get(intentId);
    if (!intent)
      throw new StripeFailure(404, {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such payment_intent: '${intentId}'`,
      });
    return intent;
  }

  function amountParam(params: Params, name: string, required = true): number | null {
    const raw = params[name];
    if (raw === undefined && !required) return null;
    const amount = Number(raw);
    if (!Number.isInteger(amount) || amount < 1)
      throw invalid(`Invalid integer: ${String(raw)}`, { param: name, code: "parameter_invalid_integer" });
    return amount;
  }

  function createIntent(params: Params): Json {
    const amount = amountParam(params, "amount")!;
    if (params.currency !== "aed") throw invalid("this account only charges aed", { param: "currency" });
    if (params.capture_method !== "manual")
      throw invalid("tests expect capture_method=manual", { param: "capture_method" });
    const method = methodFor(params.payment_method);
    const customer = typeof params.customer === "string" ? params.customer : null;
    if (customer && !customers.has(customer))
      throw invalid(`No such customer: '${customer}'`, { code: "resource_missing", param: "customer" });
    const offSession = params.off_session === "true";
    if (offSession && method.customer !== customer)
      throw invalid("The provided PaymentMethod was previously used without being attached to a Customer.", {
        param: "payment_method",
      });
    const intent: Intent = {
      id: id("pi"),
      object: "payment_intent",
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency: "aed",
      capture_method: "manual",
      client_secret: "",
      customer,
      description: params.description ?? null,
      latest_charge: null,
      last_payment_error: null,
      metadata: (params.metadata as Record<string, string>) ?? {},
      next_action: null,
      payment_method: method.id,
      status: "requires_confirmation",
    };
    intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString("hex")}`;
    intents.set(intent.id, intent);
    const expand = (params.expand as string[] | undefined) ?? [];
    if (params.confirm !== "true") return intentJson(intent, expand);

    const decline = (code: string, decline_code: string, message: string) => {
      intent.status = "requires_payment_method";
      intent.last_payment_error = { type: "card_error", code, decline_code, message };
      throw new StripeFailure(402, {
        type: "card_error",
        code,
        decline_code,
        message,
        charge: id("ch"),
        payment_intent: intentJson(intent, []),
        payment_method: publicMethod(method.id),
      });
    };
    if (method.behaviour === "decline")
      decline("card_declined", "generic_decline", "Your card was declined.");
    if (method.behaviour === "insufficient")
      decline("card_declined", "insufficient_funds", "Your card has insufficient funds.");
    if (method.behaviour === "authenticate") {
      if (offSession)
        decline(
          "authentication_required",
          "authentication_required",
          "Your card was declined. This transaction requires authentication.",
        );
      intent.status = "requires_action";
      intent.next_action = { type: "use_stripe_sdk", use_stripe_sdk: {} };
    } else authorizeIntent(intent);
    if (params.setup_future_usage === "off_session" && customer) method.customer = customer;
    return intentJson(intent, expand);
  }

  function authorizeIntent(intent: Intent): void {
    const charge: Charge = {
      id: id("ch"),
      object: "charge",
      amount: intent.amount,
      amount_captured: 0,
      amount_refunded: 0,
    };
    charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    intent.status = "requires_capture";
    intent.amount_capturable = intent.amount;
    intent.next_action = null;
  }

  function unexpectedState(intent: Intent, action: string, allowed: string): StripeFailure {
    return invalid(
      `This PaymentIntent's ${action} could not be performed because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be ${action}d: ${allowed}.`,
      { code: "payment_intent_unexpected_state", payment_intent: intentJson(intent, []) },
    );
  }

  function route(method: string, path: string, params: Params): Json {
    const one = path.match(/^\/v1\/payment_intents\/(\w+)(?:\/(capture|cancel))?$/);
    const intentAction = one ? `${method} ${one[2] ?? "retrieve"}` : null;
    if (method === "POST" && path === "/v1/customers") {
      const customer = {
        id: id("cus"),
        object: "customer",
        description: params.description ?? null,
        metadata: params.metadata ?? {},
      };
      customers.set(customer.id, customer);
      return customer;
    }
    if (method === "POST" && path === "/v1/payment_intents") return createIntent(params);
    if (one && intentAction === "GET retrieve")
      return intentJson(intentOf(one[1]!), (params.expand as string[] | undefined) ?? []);
    if (one && intentAction === "POST capture") {
      const intent = intentOf(one[1]!);
      if (intent.status !== "requires_capture") throw unexpectedState(intent, "capture", "requires_capture");
      const amount = amountParam(params, "amount_to_capture", false) ?? intent.amount_capturable;
      if (amount > intent.amount_capturable)
        throw invalid(
          `Amount to capture (${amount}) is greater than the amount capturable (${intent.amount_capturable}).`,
          {
            param: "amount_to_capture",
            code: "amount_too_large",
          },
        );
      intent.status = "succeeded";
      intent.amount_received = amount;
      intent.amount_capturable = 0;
      charges.get(intent.latest_charge!)!.amount_captured = amount;
      return intentJson(intent, (params.expand as string[] | undefined) ?? []);
    }
    if (one && intentAction === "POST cancel") {
      const intent = intentOf(one[1]!);
      if (intent.status === "succeeded" || intent.status === "canceled")
        throw unexpectedState(
          intent,
          "cancel",
          "requires_payment_method, requires_capture, requires_confirmation, requires_action, processing",
        );
      intent.status = "canceled";
      intent.amount_capturable = 0;
      return intentJson(intent, []);
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = intentOf(String(params.payment_intent));
      if (intent.status !== "succeeded")
        throw invalid(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
          code: "charge_not_refundable",
        });
      const charge = charges.get(intent.latest_charge!)!;
      const amount = amountParam(params, "amount", false) ?? charge.amount_captured - charge.amount_refunded;
      if (amount > charge.amount_captured - charge.amount_refunded)
        throw invalid(
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${charge.amount_captured - charge.amount_refunded})`,
          { param: "amount", code: "amount_too_large" },
        );
      charge.amount_refunded += amount;
      return {
        id: id("re"),
        object: "refund",
        amount,
        charge: charge.id,
        payment_intent: intent.id,
        status: "succeeded",
        metadata: params.metadata ?? {},
      };
    }
    throw new StripeFailure(404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  function send(response: ServerResponse, status: number, body: Json, headers: Record<string, string> = {}) {
    response.writeHead(status, { "content-type": "application/json", "request-id": id("req"), ...headers });
    response.end(JSON.stringify(body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? "/", "http://stripe.local");
    const method = request.method ?? "GET";
    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return send(response, 401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided" },
      });
    if (failures > 0) {
      failures--;
      return send(response, 500, {
        error: { type: "api_error", message: "An unknown error occurred (fake outage)" },
      });
    }
    const params =
      method === "GET"
        ? decodeStripeForm(url.search.slice(1))
        : decodeStripeForm(Buffer.concat(chunks).toString());
    const key =
      typeof request.headers["idempotency-key"] === "string" ? request.headers["idempotency-key"] : null;
    const routeName = `${method} ${url.pathname}`;
    const paramsText = JSON.stringify(params);
    if (key && method === "POST") {
      const first = replies.get(key);
      if (first) {
        if (first.route !== routeName || first.params !== paramsText)
          return send(response, 400, {
            error: {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          });
        return send(response, first.status, first.body, {
          "idempotent-replayed": "true",
          "idempotency-key": key,
        });
      }
    }
    performed.push({ method, path: url.pathname, idempotencyKey: key });
    let status = 200;
    let body: Json;
    try {
      body = route(method, url.pathname, params);
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      status = error.status;
      body = { error: error.error };
    }
    if (key && method === "POST") replies.set(key, { route: routeName, params: paramsText, status, body });
    send(response, status, body, key ? { "idempotency-key": key } : {});
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      send(response, 500, { error: { type: "api_error", message: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    client: { host: "127.0.0.1", port, protocol: "http" },
    secretKey,
    performed,
    completeAuthentication(paymentIntentId, outcome) {
      const intent = intentOf(paymentIntentId);
      if (intent.status !== "requires_action")
        throw new Error(`${paymentIntentId} is ${intent.status}, not requires_action`);
      if (outcome === "approve") authorizeIntent(intent);
      else {
        intent.status = "requires_payment_method";
        intent.next_action = null;
        intent.last_payment_error = {
          type: "invalid_request_error",
          code: "payment_intent_authentication_failure",
          message: "The provided PaymentMethod has failed authentication.",
        };
      }
    },
    failNext(count) {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
