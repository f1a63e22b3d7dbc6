// @vitest-environment happy-dom
import { act, screen, waitFor } from "@testing-library/react";
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
