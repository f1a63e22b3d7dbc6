import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeServer {
  readonly url: string;
  /** Every request's path and query, in order. */
  readonly requests: URL[];
  /** What the next requests get; `hang` keeps the response open until the server closes. */
  answer(reply: { status: number; body: unknown } | "hang"): void;
  close(): Promise<void>;
}

/** A local HTTP server standing in for Photon or Nominatim: it answers what the test sets, in their JSON. */
export async function startFakeGeocoderServer(): Promise<FakeServer> {
  let reply: { status: number; body: unknown } | "hang" = { status: 200, body: {} };
  const requests: URL[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push(new URL(req.url ?? "/", "http://fake"));
    if (reply === "hang") {
      hanging.push(res);
      return;
    }
    res.writeHead(reply.status, { "content-type": "application/json" });
    res.end(typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (r) => {
      reply = r;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
