import { describe, expect, it } from "vitest";
import { metricValue } from "./processSampler";

describe("metricValue", () => {
  it("reads a sample with or without labels, and not one whose name merely starts the same", () => {
    const text = [
      "# HELP process_resident_memory_bytes Resident memory size in bytes.",
      "# TYPE process_resident_memory_bytes gauge",
      'process_resident_memory_bytes{role="api"} 314523648',
      "nodejs_heap_size_used_bytes 1.19e8",
      'nodejs_heap_size_used_bytes_total{role="api"} 7',
      'nodejs_heap_space_size_total_bytes{space="read_only",role="api"} 0',
      'nodejs_heap_space_size_total_bytes{space="new",role="api"} 33554432',
    ].join("\n");
    expect(metricValue(text, "process_resident_memory_bytes")).toBe(314523648);
    expect(metricValue(text, "nodejs_heap_size_used_bytes")).toBe(119000000);
    expect(metricValue(text, "process_cpu_seconds_total")).toBeUndefined();
    expect(metricValue(text, "nodejs_heap_space_size_total_bytes", 'space="new"')).toBe(33554432);
  });
});
