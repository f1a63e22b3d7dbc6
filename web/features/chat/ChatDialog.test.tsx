// @vitest-environment happy-dom
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Client } from "urql";
import { Provider } from "urql";
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

/** A urql client answering the chat's query, pushing live batches from a subject, and echoing sends. */
function fakeClient() {
  const live = makeSubject<{ data: unknown }>();
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
      return fromValue({ operation, data: { sendChatMessage: message("m4", "c1", "See you", 4) } });
    }),
  } as unknown as Client;
  return { client, live, sendChatMessage };
}

function setup() {
  writeStoredUser(localStorage, { id: "c1", userType: "customer", name: "Aisha" });
  const fake = fakeClient();
  renderWithProviders(
    <Provider value={fake.client}>
      <ChatDialog requestId="r1" open onOpenChange={() => undefined} otherPartyName="Khalid" />
    </Provider>,
  );
  return { ...fake, user: userEvent.setup() };
}

describe("ChatDialog", () => {
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
});
