// @vitest-environment happy-dom
import { Input } from "@chakra-ui/react";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing/renderWithProviders";
import { FormField } from "./FormField";

describe("a form field, as a screen reader meets it (WCAG 1.3.1, 3.3.1)", () => {
  it("names the control by its label and marks it required", () => {
    renderWithProviders(
      <FormField label="License plate" required>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: /^License plate/ });
    expect(input.hasAttribute("required") || input.getAttribute("aria-required") === "true").toBe(true);
  });

  it("ties its error to the control: invalid, its error message, announced when it appears", () => {
    renderWithProviders(
      <FormField label="Email" error="Please enter a valid email address">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    // ARIA 1.2's aria-errormessage (what the UI library sets) names the element holding the error...
    const message = document.getElementById(input.getAttribute("aria-errormessage") ?? "");
    expect(message?.textContent).toBe("Please enter a valid email address");
    // ...which is a live region, so a screen reader reads the error out as it appears.
    expect(message?.getAttribute("aria-live")).toBe("polite");
  });

  it("is not invalid without an error", () => {
    renderWithProviders(
      <FormField label="Email">
        <Input />
      </FormField>,
    );
    expect(screen.getByRole("textbox", { name: "Email" }).getAttribute("aria-invalid")).not.toBe("true");
  });
});
