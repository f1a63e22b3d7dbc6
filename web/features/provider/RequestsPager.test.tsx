// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../shared/testing/renderWithProviders";
import { RequestsPager } from "./RequestsPager";
import { INITIAL_TABLE_QUERY } from "./requestsTableRules";

const pageButtons = () =>
  screen.getAllByRole("button", { name: /^Page \d+$/ }).map((button) => Number(button.textContent));

describe("RequestsPager", () => {
  it("shows five page buttons plus the last, and the rows on screen", () => {
    renderWithProviders(
      <RequestsPager query={INITIAL_TABLE_QUERY} total={1000} onPage={() => {}} onPageSize={() => {}} />,
    );
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5, 20]);
    expect(screen.getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByText("1–50 of 1000")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Previous page" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("moves the window with the current page", () => {
    renderWithProviders(
      <RequestsPager
        query={{ ...INITIAL_TABLE_QUERY, page: 9 }}
        total={1000}
        onPage={() => {}}
        onPageSize={() => {}}
      />,
    );
    expect(pageButtons()).toEqual([7, 8, 9, 10, 11, 20]);
  });

  it("goes to the page clicked, including the last", () => {
    const onPage = vi.fn();
    renderWithProviders(
      <RequestsPager query={INITIAL_TABLE_QUERY} total={1000} onPage={onPage} onPageSize={() => {}} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Page 20" }));
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(onPage.mock.calls).toEqual([[20], [2]]);
  });

  it("offers 25, 50, 100 and 500 rows a page, 50 chosen", () => {
    const onPageSize = vi.fn();
    renderWithProviders(
      <RequestsPager query={INITIAL_TABLE_QUERY} total={10} onPage={() => {}} onPageSize={onPageSize} />,
    );
    const select = screen.getByRole("combobox", { name: "Rows per page" }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(["25", "50", "100", "500"]);
    expect(select.value).toBe("50");
    fireEvent.change(select, { target: { value: "500" } });
    expect(onPageSize).toHaveBeenCalledWith(500);
    expect(pageButtons()).toEqual([1]);
  });
});
