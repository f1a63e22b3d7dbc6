import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly body: string;
}

export type FakeReply = { status: number; body: unknown } | "hang";

/**
 * A local HTTP server for the routing adapters' tests: each request is recorded and answered by
 * `reply` (a status and JSON body, or "hang": no answer until the server closes, for time-outs).
 */
export async function startFakeRoutingServer(reply: (request: SeenRequest) => FakeReply) {
  const seen: SeenRequest[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      const entry = { method: request.method ?? "", url: request.url ?? "", body };
      seen.push(entry);
      const answer = reply(entry);
      if (answer === "hang") {
        hanging.push(response);
        return;
      }
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
