// @vitest-environment happy-dom
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Client } from "urql";
import { CombinedError, Provider } from "urql";
import { describe, expect, it, vi } from "vitest";
import { fromValue, makeSubject } from "wonka";
import { writeStoredUser } from "../../shared/session";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { ChatDialog } from "./ChatDialog";

const at = (second: number) => `2026-11-25T08:00:${String(second).padStart(2, "0")}.000Z`;
const message = (id: string, senderId: string, content: string, second: number) => ({
  __typename: "ChatMessage",
  id,
  senderId,
  receiverId: senderId === "c1" ? "p1" : "c1",
  messageType: "TEXT",
  content,
  imageUrl: null,
  createdAt: at(second),
});

/**
 * A urql client answering the chat's query, pushing live batches from a subject, and echoing sends
 * (or, with `holdSends`, answering each send only when the test calls `answerSend`).
 */
function fakeClient(options: { holdSends?: boolean } = {}) {
  const live = makeSubject<{ data: unknown }>();
  const sends = makeSubject<Record<string, unknown>>();
  let heldOperation: unknown = null;
  const answerSend = (result: Record<string, unknown>) => sends.next({ operation: heldOperation, ...result });
  const sendChatMessage = vi.fn();
  const client = {
    executeQuery: vi.fn((operation) =>
      fromValue({
        operation,
        data: { chatMessages: [message("m1", "p1", "On my way", 1), message("m2", "c1", "Thanks", 2)] },
      }),
    ),
    executeSubscription: vi.fn(() => live.source),
    executeMutation: vi.fn((operation) => {
      sendChatMessage(operation.variables);
      if (options.holdSends) {
        heldOperation = operation;
        return sends.source;
      }
      return fromValue({ operation, data: { sendChatMessage: message("m4", "c1", "See you", 4) } });
    }),
  } as unknown as Client;
  return { client, live, sendChatMessage, answerSend };
}

function setup(options: { holdSends?: boolean } = {}) {
  writeStoredUser(localStorage, { id: "c1", userType: "customer", name: "Aisha" });
  const fake = fakeClient(options);
  renderWithProviders(
    <Provider value={fake.client}>
      <ChatDialog requestId="r1" open onOpenChange={() => undefined} otherPartyName="Khalid" />
    </Provider>,
  );
  return { ...fake, user: userEvent.setup() };
}

describe("ChatDialog", () => {
  it("subscribes once the history is in, from its newest message, so one sent in between is not skipped", async () => {
    const { client } = setup();
    expect(await screen.findByText("On my way")).toBeTruthy();
    await waitFor(() => expect(client.executeSubscription).toHaveBeenCalled());
    const calls = vi.mocked(client.executeSubscription).mock.calls as unknown as [{ variables: unknown }][];
    expect(calls.map(([operation]) => operation.variables)).toEqual([
      { requestId: "r1", afterMessageId: "m2", fromStart: false },
    ]);
  });

  it("shows the fetched history, then merges live messages without repeating one it already has", async () => {
    const { live } = setup();
    expect(await screen.findByText("On my way")).toBeTruthy();
    act(() =>
      live.next({
        data: {
          chatMessagesAdded: [message("m2", "c1", "Thanks", 2), message("m3", "p1", "Arriving now", 3)],
        },
      }),
    );
    expect(await screen.findByText("Arriving now")).toBeTruthy();
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toHaveLength(3);
    expect(items[2]).toContain("Arriving now");
  });

  it("sends on Enter, never an empty message, and shows the sent one once", async () => {
    const { user, sendChatMessage, live } = setup();
    const input = await screen.findByLabelText("Message");
    expect((screen.getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(input, "   {Enter}");
    expect(sendChatMessage).not.toHaveBeenCalled();
    await user.type(input, "See you{Enter}");
    expect(sendChatMessage).toHaveBeenCalledWith({
      input: expect.objectContaining({ requestId: "r1", content: "See you", messageType: "TEXT" }),
    });
    expect(await screen.findByText("See you")).toBeTruthy();
    act(() => live.next({ data: { chatMessagesAdded: [message("m4", "c1", "See you", 4)] } }));
    await waitFor(() => expect(screen.getAllByText("See you")).toHaveLength(1));
    expect((input as HTMLInputElement).value).toBe("");
  });

  it("shows a sent message at once, marked as sending, until the server's copy takes its place", async () => {
    const { user, sendChatMessage, answerSend } = setup({ holdSends: true });
    const input = await screen.findByLabelText("Message");
    await screen.findByText("On my way");
    await user.type(input, "Two minutes away?{Enter}");
    const shown = await screen.findByText("Two minutes away?");
    expect(shown.parentElement?.textContent).toContain("Sending…");
    expect((input as HTMLInputElement).value).toBe("");
    const { messageId } = (sendChatMessage.mock.calls[0]![0] as { input: { messageId: string } }).input;
    act(() => answerSend({ data: { sendChatMessage: message(messageId, "c1", "Two minutes away?", 5) } }));
    await waitFor(() =>
      expect(screen.getByText("Two minutes away?").parentElement?.textContent).not.toContain("Sending…"),
    );
    expect(screen.getAllByText("Two minutes away?")).toHaveLength(1);
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it("takes a message back and returns its words to the box when the send fails", async () => {
    const { user, answerSend } = setup({ holdSends: true });
    const input = await screen.findByLabelText("Message");
    await screen.findByText("On my way");
    await user.type(input, "Are you near?{Enter}");
    expect(await screen.findByText("Are you near?")).toBeTruthy();
    act(() => answerSend({ error: new CombinedError({ networkError: new Error("offline") }) }));
    await waitFor(() => expect(screen.queryByText("Are you near?")).toBeNull());
    expect((input as HTMLInputElement).value).toBe("Are you near?");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("says the chat is no longer yours when the server ends the live feed with FORBIDDEN, not that it reconnects", async () => {
    const { live } = setup();
    await screen.findByText("On my way");
    act(() =>
      live.next({
        error: new CombinedError({
          graphQLErrors: [
            {
              message: "Request r1: you no longer have access to it, so this subscription has ended",
              extensions: { code: "FORBIDDEN" },
            },
          ],
        }),
      } as unknown as { data: unknown }),
    );
    expect(await screen.findByText("This chat is no longer yours: live updates have ended.")).toBeTruthy();
    expect(screen.queryByText("Live updates paused: reconnecting…")).toBeNull();
  });
});
