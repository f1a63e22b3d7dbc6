import { bookingPayload } from "../../../command-api/rest/testing/demoActors";
import type { Subscription } from "./graphqlFeed";
import type { SoakActor } from "./soakActor";
import { is2xx, type SoakLedger } from "./soakLedger";

/** A live event that has not come within this is counted as missed. */
const LIVE_WITHIN_MS = 30_000;
/**
 * The customer hears the captain's position once the job is theirs; the relay caches who follows a
 * captain for 10 s (command-api/live/positionRelay.ts), so the first relayed position may take that long.
 */
const POSITION_WITHIN_MS = 20_000;
/** Every this-many-th job the customer cancels before anyone accepts. */
const CANCEL_EVERY = 5;

const REQUEST_UPDATED = "subscription($id: ID!) { requestUpdated(requestId: $id) { id status } }";
const CHAT_ADDED =
  "subscription($id: ID!) { chatMessagesAdded(requestId: $id, fromStart: true) { id content senderId } }";
const GRAPHQL_STATUS: Record<string, string> = {
  pending: "PENDING",
  accepted: "ACCEPTED",
  "in-progress": "IN_PROGRESS",
  completed: "COMPLETED",
  cancelled: "CANCELLED",
};

type RequestUpdated = { requestUpdated: { id: string; status: string } };
type ChatAdded = { chatMessagesAdded: { id: string; content: string; senderId: string }[] };

/**
 * One customer and one captain doing jobs back to back, on different API nodes, as the web app
 * does them: the customer books the captain (REST) and follows the job (graphql-ws requestUpdated
 * and the /ws channel); the captain hears the offer on /ws, accepts, starts and completes (REST);
 * while the job is theirs the customer hears the captain's position on /ws; the two chat (REST,
 * each hearing the other over graphql-ws chatMessagesAdded). Every CANCEL_EVERY-th job the customer
 * cancels instead. Each step waits for the live events it should cause, recording their delay.
 */
export class SoakLane {
  jobs = 0;
  completed = 0;
  cancelled = 0;

  constructor(
    private readonly ledger: SoakLedger,
    private readonly customer: SoakActor,
    private readonly captain: SoakActor,
    private readonly prefix: string,
  ) {}

  async run(more: () => boolean): Promise<void> {
    while (more()) {
      const job = this.jobs++;
      try {
        await this.job(job);
      } catch (error) {
        this.ledger.problem(`lane ${this.prefix} job ${job} broke: ${String(error)}`);
      }
    }
  }

  private async job(job: number): Promise<void> {
    const { ledger, customer, captain } = this;
    const description = `${this.prefix}-${job}`;
    const bookedAt = Date.now();
    const booked = await customer.command({
      kind: "book",
      correlationId: `${description}-book`,
      description,
      method: "POST",
      path: "/api/requests",
      body: bookingPayload({
        description,
        customerId: customer.id,
        providerId: captain.id,
        serviceType: "jump-start",
      }),
    });
    const requestId = (booked.json as { id?: string } | null)?.id;
    if (!is2xx(booked.status) || !requestId) return;
    const offered = captain.socket.expect(
      (f) => f.type === "new_request" && (f.request as { id?: string }).id === requestId,
      LIVE_WITHIN_MS,
      bookedAt,
    );
    const following = customer.graphql.subscribe<RequestUpdated>(REQUEST_UPDATED, { id: requestId });
    const subscriptions: Subscription<unknown>[] = [following as Subscription<unknown>];
    try {
      // Its first message is the request as it is now, and says the subscription is live.
      if (!(await following.expect((d) => d.requestUpdated?.id === requestId, LIVE_WITHIN_MS)))
        ledger.miss("requestUpdated's first message");
      const customerChat = customer.graphql.subscribe<ChatAdded>(CHAT_ADDED, { id: requestId });
      subscriptions.push(customerChat as Subscription<unknown>);
      const step = (actor: SoakActor, kind: "accept" | "start" | "complete" | "cancel", status: string) =>
        this.step(actor, kind, status, description, requestId, following);

      if (job % CANCEL_EVERY === CANCEL_EVERY - 1) {
        if (await step(customer, "cancel", "cancelled")) this.cancelled += 1;
        return;
      }
      const offer = await offered;
      if (offer) ledger.lag("booking → captain's offer (/ws new_request)", offer.receivedAt - bookedAt);
      else ledger.miss("the captain's offer (/ws new_request)");
      if (!(await step(captain, "accept", "accepted"))) return;
      const captainChat = captain.graphql.subscribe<ChatAdded>(CHAT_ADDED, { id: requestId });
      subscriptions.push(captainChat as Subscription<unknown>);

      // The captain's position reaches the customer while the job is theirs.
      const position = await customer.socket.expect(
        (f) => f.type === "location_update" && f.userId === captain.id,
        POSITION_WITHIN_MS,
      );
      const reportedAt =
        position && ledger.positions.get(`${captain.id}|${position.latitude}|${position.longitude}`);
      if (position && reportedAt)
        ledger.lag("position → customer (/ws location_update)", position.receivedAt - reportedAt);
      else ledger.miss("the captain's position at the customer (/ws location_update)");

      await this.chat(customer, captain, captainChat as Subscription<ChatAdded>, description, requestId, "c");
      await this.chat(captain, customer, customerChat, description, requestId, "p");
      if (!(await step(captain, "start", "in-progress"))) return;
      if (!(await step(captain, "complete", "completed"))) return;
      this.completed += 1;
      // What their screens read afterwards: the customer's history, the captain's dashboard.
      await customer.read(`/api/requests/customer/${customer.id}`);
      await captain.read("/api/provider/dashboard-stats");
    } finally {
      for (const s of subscriptions) s.stop();
    }
  }

  /** A status change, and the customer hearing of it on both live channels. */
  private async step(
    actor: SoakActor,
    kind: "accept" | "start" | "complete" | "cancel",
    status: string,
    description: string,
    requestId: string,
    following: Subscription<RequestUpdated>,
  ): Promise<boolean> {
    const { ledger, customer } = this;
    const onWs = customer.socket.expect(
      (f) =>
        f.type === "request_update" && (f.request as { id?: string }).id === requestId && f.status === status,
      LIVE_WITHIN_MS,
    );
    const onGraphql = following.expect(
      (d) => d.requestUpdated?.status === GRAPHQL_STATUS[status],
      LIVE_WITHIN_MS,
    );
    const sent = await actor.command({
      kind,
      correlationId: `${description}-${kind}`,
      description,
      method: "PATCH",
      path: `/api/requests/${requestId}`,
      body:
        kind === "cancel" ? { status, reason: "Soak drill: the customer changed their mind" } : { status },
    });
    if (!is2xx(sent.status)) return false;
    const [ws, graphql] = await Promise.all([onWs, onGraphql]);
    if (ws) ledger.lag("status → customer (/ws request_update)", ws.receivedAt - sent.sentAt);
    else ledger.miss(`request_update ${status} (/ws)`);
    if (graphql) ledger.lag("status → customer (graphql requestUpdated)", graphql.receivedAt - sent.sentAt);
    else ledger.miss(`requestUpdated ${status} (graphql)`);
    return true;
  }

  /** One chat message from `from`, and `to` hearing it over its chatMessagesAdded subscription. */
  private async chat(
    from: SoakActor,
    to: SoakActor,
    heard: Subscription<ChatAdded>,
    description: string,
    requestId: string,
    who: string,
  ): Promise<void> {
    const content = `${description}-chat-${who}: ${who === "c" ? "Where are you now?" : "Five minutes away."}`;
    const arrived = heard.expect(
      (d) => d.chatMessagesAdded.some((m) => m.content === content),
      LIVE_WITHIN_MS,
    );
    const sent = await from.command({
      kind: "chat",
      correlationId: `${description}-chat-${who}`,
      description,
      content,
      method: "POST",
      path: `/api/chat/${requestId}`,
      body: { senderId: from.id, receiverId: to.id, messageType: "text", content },
    });
    if (!is2xx(sent.status)) return;
    const message = await arrived;
    if (message)
      this.ledger.lag("chat → other party (graphql chatMessagesAdded)", message.receivedAt - sent.sentAt);
    else this.ledger.miss("a chat message (graphql chatMessagesAdded)");
  }
}
