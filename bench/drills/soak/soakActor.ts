import { send, signIn } from "../../../infra/testing/nodeClient";
import { GraphqlFeed } from "./graphqlFeed";
import { LiveSocket } from "./liveSocket";
import { is2xx, type SoakCommand, type SoakCommandKind, type SoakLedger } from "./soakLedger";

/** No answer within this is an error answer too. */
const ANSWER_WITHIN_MS = 30_000;

/**
 * A signed-in user on one API node, holding what the web app holds: a session cookie, the /ws
 * channel and a graphql-ws connection. Every request it sends is recorded in the ledger.
 */
export class SoakActor {
  private constructor(
    readonly id: string,
    readonly email: string,
    readonly url: string,
    readonly cookie: string,
    readonly socket: LiveSocket,
    readonly graphql: GraphqlFeed,
    private readonly ledger: SoakLedger,
  ) {}

  static async signIn(ledger: SoakLedger, url: string, account: { id: string; email: string }) {
    const cookie = await signIn(url, account.email);
    const onProblem = (what: string) => ledger.problem(`${account.email}: ${what}`);
    const socket = await LiveSocket.open({ url, cookie, userId: account.id, onProblem });
    const graphql = new GraphqlFeed(url, cookie, onProblem);
    return new SoakActor(account.id, account.email, url, cookie, socket, graphql, ledger);
  }

  /** A command over REST, recorded with its correlation id; a non-2xx answer is an error answer. */
  async command(c: {
    kind: SoakCommandKind;
    correlationId: string;
    description: string;
    content?: string;
    method: string;
    path: string;
    body: unknown;
  }): Promise<SoakCommand & { json: unknown }> {
    const sentAt = Date.now();
    let status: number | null = null;
    let json: unknown = null;
    let error = "";
    try {
      const answer = await send(this.url, c.method, c.path, {
        body: c.body,
        cookie: this.cookie,
        headers: { "x-request-id": c.correlationId },
        timeoutMs: ANSWER_WITHIN_MS,
      });
      status = answer.status;
      json = answer.json;
      if (!is2xx(status)) error = answer.body.slice(0, 200);
    } catch (e) {
      error = (e as NodeJS.ErrnoException).code ?? String(e);
    }
    const record: SoakCommand = {
      correlationId: c.correlationId,
      kind: c.kind,
      description: c.description,
      ...(c.content ? { content: c.content } : {}),
      status,
      sentAt,
      answeredAt: Date.now(),
    };
    this.ledger.commands.push(record);
    if (!is2xx(status))
      this.ledger.problem(`${c.kind} ${c.method} ${c.path}: ${status ?? "no answer"} ${error}`);
    return { ...record, json };
  }

  /** A read over REST; a non-2xx answer is an error answer. */
  async read(path: string): Promise<void> {
    const sentAt = Date.now();
    let status: number | null = null;
    let error = "";
    try {
      const answer = await send(this.url, "GET", path, { cookie: this.cookie, timeoutMs: ANSWER_WITHIN_MS });
      status = answer.status;
      if (!is2xx(status)) error = answer.body.slice(0, 200);
    } catch (e) {
      error = (e as NodeJS.ErrnoException).code ?? String(e);
    }
    this.ledger.reads.push({ path, status, ms: Date.now() - sentAt });
    if (!is2xx(status)) this.ledger.problem(`GET ${path} (${this.email}): ${status ?? "no answer"} ${error}`);
  }

  async close(): Promise<void> {
    this.socket.close();
    await this.graphql.close();
  }
}
