// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { ReviewDialog, type ReviewDialogProps } from "./ReviewDialog";

function setup(onSubmit: ReviewDialogProps["onSubmit"] = vi.fn(async () => undefined)) {
  const onOpenChange = vi.fn();
  renderWithProviders(<ReviewDialog open onOpenChange={onOpenChange} onSubmit={onSubmit} />);
  return { onSubmit, onOpenChange, user: userEvent.setup() };
}

describe("ReviewDialog", () => {
  it("keeps Submit Review disabled until a star is chosen, then shows its caption", async () => {
    const { user } = setup();
    expect(await screen.findByText("Rate Your Experience")).toBeTruthy();
    const submit = screen.getByRole("button", { name: "Submit Review" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.click(screen.getByRole("radio", { name: "4 stars" }));
    expect(screen.getByText("Very Good - Service exceeded expectations")).toBeTruthy();
    expect(submit.disabled).toBe(false);
  });

  it("previews the caption of the star under the pointer", async () => {
    const { user } = setup();
    await user.hover(await screen.findByRole("radio", { name: "1 star" }));
    expect(screen.getByText("Poor - Service was disappointing")).toBeTruthy();
  });

  it("counts the comment and caps it at 500 characters", async () => {
    const { user } = setup();
    const comment = await screen.findByLabelText("Comment (optional)");
    await user.type(comment, "Quick and kind");
    expect(screen.getByText("14/500")).toBeTruthy();
    expect(comment.getAttribute("maxlength")).toBe("500");
  });

  it("sends the rating as text and a trimmed comment, reads Submitting... meanwhile, then closes", async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, onOpenChange } = setup(onSubmit);
    await user.click(await screen.findByRole("radio", { name: "5 stars" }));
    await user.type(screen.getByLabelText("Comment (optional)"), "  Great  ");
    await user.click(screen.getByRole("button", { name: "Submit Review" }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: "5", comment: "Great" });
    const pending = screen.getByRole("button", { name: "Submitting..." }) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    finish();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await screen.findByText("Review Submitted")).toBeTruthy();
  });

  it("shows the failure toast and stays open when sending fails", async () => {
    const { user, onOpenChange } = setup(vi.fn(async () => Promise.reject(new Error("500: boom"))));
    await user.click(await screen.findByRole("radio", { name: "3 stars" }));
    await user.click(screen.getByRole("button", { name: "Submit Review" }));
    expect(await screen.findByText("Failed to submit review")).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
