import { describe, expect, it } from "vitest";
import { analyticsCsv, csvFileName } from "./analyticsCsv";

const row = {
  day: "2025-03-10",
  emirate: "Ras Al Khaimah",
  region: "RAK",
  serviceType: "towing",
  requests: 3,
  completed: 2,
  cancelled: 1,
  unassigned: 0,
  revenueAed: 550.25,
  meanResponseMinutes: 3.04,
};

describe("analyticsCsv", () => {
  it("writes a header and one CRLF line per row, money to fils and minutes to one decimal", () => {
    expect(analyticsCsv([row, { ...row, day: "2025-03-11", meanResponseMinutes: null, revenueAed: 0 }])).toBe(
      "day,emirate,region,service,requests,completed,cancelled,unassigned,revenue_aed,mean_response_minutes\r\n" +
        "2025-03-10,Ras Al Khaimah,RAK,towing,3,2,1,0,550.25,3.0\r\n" +
        "2025-03-11,Ras Al Khaimah,RAK,towing,3,2,1,0,0.00,\r\n",
    );
  });

  it("quotes commas and quotes, and defuses text that looks like a formula", () => {
    const csv = analyticsCsv([{ ...row, emirate: 'Dubai, "Marina"', serviceType: "=HYPERLINK(1)" }]);
    expect(csv.split("\r\n")[1]).toBe(`2025-03-10,"Dubai, ""Marina""",RAK,'=HYPERLINK(1),3,2,1,0,550.25,3.0`);
  });

  it("is only the header for an empty range, and names the file by its range", () => {
    expect(analyticsCsv([]).split("\r\n")).toHaveLength(2);
    expect(csvFileName("2025-03-01", "2025-03-10")).toBe("roadside-analytics-2025-03-01-to-2025-03-10.csv");
  });
});
