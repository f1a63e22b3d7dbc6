// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../shared/testing/renderWithProviders";
import { ReasonDialog } from "./ReasonDialog";

function renderDialog(onConfirm: (reason: string) => Promise<string | null>) {
  const closed: boolean[] = [];
  renderWithProviders(
    <ReasonDialog
      open
      title="Suspend account"
      actionLabel="Suspend"
      consequence="Their sessions end now."
      onClose={() => closed.push(true)}
      onConfirm={onConfirm}
    />,
  );
  return closed;
}

describe("ReasonDialog", () => {
  it("asks for a reason before running the action, then closes", async () => {
    const asked: string[] = [];
    const closed = renderDialog(async (reason) => {
      asked.push(reason);
      return null;
    });
    fireEvent.click(await screen.findByRole("button", { name: "Suspend" }));
    await screen.findByText("reason: please say why");
    expect(asked).toEqual([]);

    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "  No-shows  " } });
    fireEvent.click(screen.getByRole("button", { name: "Suspend" }));
    await waitFor(() => expect(closed).toEqual([true]));
    expect(asked).toEqual(["No-shows"]);
  });

  it("shows the server's refusal and stays open", async () => {
    const closed = renderDialog(async () => "an admin cannot suspend their own account");
    fireEvent.change(await screen.findByLabelText("Reason"), { target: { value: "test" } });
    fireEvent.click(screen.getByRole("button", { name: "Suspend" }));
    await screen.findByText("an admin cannot suspend their own account");
    expect(closed).toEqual([]);
  });
});
