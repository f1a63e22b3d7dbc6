import { describe, expect, it } from "vitest";
import { payoutTransfersCsv } from "./payoutTransfersCsv";

const line = (providerId: string, accountName: string, transferFils: number) => ({
  providerId,
  captainName: accountName,
  iban: "AE070331234567890123456",
  accountName,
  payableFils: transferFils,
  cashHeldFils: 0,
  transferFils,
});

describe("payout transfers CSV", () => {
  it("has a header and one row per paid captain, amounts in AED with two decimals, RFC 4180 quoting", () => {
    const csv = payoutTransfersCsv({
      runId: "run1",
      weekStart: "2025-03-03",
      weekEnd: "2025-03-09",
      lines: [
        line("p1", "Omar Haddad", 123_456_78),
        line("p2", 'Khalid "Kay", Trading', 5_00),
        line("p3", "Owes Us", 0),
        line("p4", "Two\nLines", 1),
      ],
      preparedBy: "admin1",
      preparedAt: "2025-03-10T06:00:00.000Z",
    });
    expect(csv).toBe(
      [
        "IBAN,Account name,Amount AED,Reference,Captain ID",
        "AE070331234567890123456,Omar Haddad,123456.78,Roadside payout 2025-03-03–2025-03-09,p1",
        'AE070331234567890123456,"Khalid ""Kay"", Trading",5.00,Roadside payout 2025-03-03–2025-03-09,p2',
        'AE070331234567890123456,"Two\nLines",0.01,Roadside payout 2025-03-03–2025-03-09,p4',
        "",
      ].join("\r\n"),
    );
  });
});
