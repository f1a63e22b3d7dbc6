// @vitest-environment happy-dom
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing/renderWithProviders";
import { ModalDialog } from "./ModalDialog";

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function TwoFields() {
  return (
    <ModalDialog open onOpenChange={() => {}} title="Add a vehicle">
      <input aria-label="Name" />
      <input aria-label="Plate" />
    </ModalDialog>
  );
}

describe("a modal dialog's first focus", () => {
  it("goes to the first control when the focus is outside the dialog", async () => {
    renderWithProviders(<TwoFields />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Name")));
  });

  it("stays on a field the user reached before the dialog took the focus", async () => {
    renderWithProviders(<TwoFields />);
    const plate = screen.getByLabelText("Plate");
    // Before the focus trap starts (a frame after opening), as a quick Tab would.
    act(() => plate.focus());
    await act(async () => {
      await nextFrame();
      await nextFrame();
    });
    expect(document.activeElement).toBe(plate);
  });
});

describe("a modal dialog's focus, while open and after", () => {
  function Opener() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Add a vehicle
        </button>
        <ModalDialog open={open} onOpenChange={setOpen} title="Add a vehicle">
          <input aria-label="Name" />
        </ModalDialog>
      </>
    );
  }

  it("keeps Tab inside the dialog and gives the focus back to its opener on Escape", async () => {
    renderWithProviders(<Opener />);
    const opener = screen.getByRole("button", { name: "Add a vehicle" });
    await userEvent.click(opener);
    const name = await screen.findByLabelText("Name");
    await waitFor(() => expect(document.activeElement).toBe(name));
    // Name, the close button, and round again: never back to the page under the dialog.
    const dialog = screen.getByRole("dialog");
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
