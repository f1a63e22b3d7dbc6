import { describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import { SharedJson, sendSharedJsonRaw } from "./sharedJson";

describe("SharedJson", () => {
  it("goes out as its own JSON inside the message graphql-ws serialised, as a text frame", () => {
    const sent: { data: unknown; options: unknown }[] = [];
    const socket = {
      send: (data: unknown, options?: unknown) => {
        sent.push({ data, options });
      },
    } as unknown as WebSocket;
    sendSharedJsonRaw(socket);
    const batch = new SharedJson({ ids: ["a", "b"], lngs: [55.1, 55.2] });
    const message = JSON.stringify({ id: "1", type: "next", payload: { data: { fleetPositions: batch } } });
    socket.send(message);
    const frame = sent[0]!;
    expect(frame.options).toEqual({ binary: false });
    expect(JSON.parse(String(frame.data))).toEqual({
      id: "1",
      type: "next",
      payload: { data: { fleetPositions: { ids: ["a", "b"], lngs: [55.1, 55.2] } } },
    });
  });

  it("leaves every other message alone", () => {
    const sent: unknown[] = [];
    const socket = { send: (data: unknown) => sent.push(data) } as unknown as WebSocket;
    sendSharedJsonRaw(socket);
    socket.send('{"type":"connection_ack"}');
    expect(sent).toEqual(['{"type":"connection_ack"}']);
  });
});

describe("SharedJson markers", () => {
  it("cannot be forged by text a user wrote", () => {
    const sent: unknown[] = [];
    const socket = { send: (data: unknown) => sent.push(data) } as unknown as WebSocket;
    sendSharedJsonRaw(socket);
    new SharedJson({ secret: true });
    const forged = JSON.stringify({ payload: { data: { content: "\u0000shared-json:1" } } });
    socket.send(forged);
    expect(sent).toEqual([forged]);
  });
});
