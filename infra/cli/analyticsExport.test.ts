import { describe, expect, it } from "vitest";
import { parseExportArgs, UsageError } from "./analyticsExportArgs";
import { dateColumn, dateFilter, exportColumn } from "./analyticsExportColumns";
import { csvField, csvRecord } from "./analyticsExportCsv";
import { planExport } from "./analyticsExportRun";
import { parquetSchema } from "./analyticsExportSinks";

describe("CSV (RFC 4180)", () => {
  it("leaves plain fields bare and ends records with CRLF", () => {
    expect(csvRecord(["a", "12", "2026-01-01"])).toBe("a,12,2026-01-01\r\n");
  });

  it("quotes fields holding a comma, a quote, CR or LF, doubling the quotes", () => {
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
    expect(csvField('"')).toBe('""""');
  });

  it("keeps NULL (empty) and the empty string (quoted) apart", () => {
    expect(csvRecord([null, "", "x"])).toBe(',"",x\r\n');
  });

  it("does not quote what needs none: spaces, semicolons, Arabic, single quotes", () => {
    expect(csvRecord(["Al Quoz; Dubai", "دبي", "it's"])).toBe("Al Quoz; Dubai,دبي,it's\r\n");
  });
});

describe("type mapping", () => {
  const parquetOf = (type: string) => exportColumn({ name: "c", type }).parquet;

  it("maps PostgreSQL's types to Parquet's", () => {
    expect(parquetOf("integer")).toEqual({ type: "INT32" });
    expect(parquetOf("smallint")).toEqual({ type: "INT32" });
    expect(parquetOf("bigint")).toEqual({ type: "INT64" });
    expect(parquetOf("real")).toEqual({ type: "FLOAT" });
    expect(parquetOf("double precision")).toEqual({ type: "DOUBLE" });
    expect(parquetOf("boolean")).toEqual({ type: "BOOLEAN" });
    expect(parquetOf("date")).toEqual({ type: "DATE" });
    expect(parquetOf("timestamp with time zone")).toEqual({ type: "TIMESTAMP_MICROS" });
    expect(parquetOf("timestamp(3) without time zone")).toEqual({ type: "TIMESTAMP_MICROS" });
    expect(parquetOf("numeric(12,2)")).toEqual({ type: "DECIMAL", precision: 12, scale: 2, typeLength: 8 });
    // Too wide for an INT64 decimal, or no fixed scale: a double.
    expect(parquetOf("numeric(30,4)")).toEqual({ type: "DOUBLE" });
    expect(parquetOf("numeric")).toEqual({ type: "DOUBLE" });
    for (const text of [
      "text",
      "character varying(20)",
      "uuid",
      "jsonb",
      "interval",
      "text[]",
      "service_kind",
    ])
      expect(parquetOf(text)).toEqual({ type: "UTF8" });
  });

  it("selects text for CSV and server-computed integers for Parquet dates, times and decimals", () => {
    const select = (type: string, format: "csv" | "parquet") =>
      exportColumn({ name: "At", type }).select(format);
    expect(select("timestamp with time zone", "csv")).toBe('"At"::text');
    expect(select("timestamp with time zone", "parquet")).toBe(
      `(extract(epoch from "At") * 1000000)::int8::text`,
    );
    expect(select("date", "parquet")).toBe(`("At" - date '1970-01-01')::text`);
    expect(select("numeric(12,2)", "parquet")).toBe(`("At" * 100)::int8::text`);
    expect(select("text", "parquet")).toBe('"At"::text');
  });

  it("converts the selected text to the writer's values", () => {
    const value = (type: string, text: string) => exportColumn({ name: "c", type }).toParquet(text);
    expect(value("integer", "42")).toBe(42);
    expect(value("bigint", "9007199254740993")).toBe(9007199254740993n);
    expect(value("boolean", "true")).toBe(true);
    expect(value("boolean", "false")).toBe(false);
    expect(value("double precision", "0.1")).toBe(0.1);
    expect(value("double precision", "-Infinity")).toBe(Number.NEGATIVE_INFINITY);
    // 1.15 as numeric(12,2): the unscaled 115, exact (no float arithmetic anywhere).
    expect(value("numeric(12,2)", "115")).toEqual(Buffer.from([0, 0, 0, 0, 0, 0, 0, 115]));
    expect(value("numeric(12,2)", "-1")).toEqual(Buffer.alloc(8, 0xff));
    expect(value("date", "20454")).toBe(20454);
    expect(value("text", "x")).toBe("x");
    expect(() => value("integer", "1.5")).toThrow("column c: 1.5 is not an integer");
  });

  it("quotes column names that need it in the select list", () => {
    const plan = planExport("v", [{ name: 'odd "name"', type: "text" }], { format: "csv" });
    expect(plan.sql).toBe(`SELECT "odd ""name"""::text AS "odd ""name""" FROM "analytics"."v"`);
  });

  it("gives Parquet a nullable, Snappy-compressed field per column", () => {
    const schema = parquetSchema([exportColumn({ name: "amount", type: "numeric(10,2)" })]);
    expect(schema.fields.amount).toMatchObject({
      originalType: "DECIMAL",
      primitiveType: "FIXED_LEN_BYTE_ARRAY",
      typeLength: 8,
      precision: 10,
      scale: 2,
      repetitionType: "OPTIONAL",
      compression: "SNAPPY",
    });
  });
});

describe("the date column", () => {
  const columns = [
    { name: "request_id", type: "uuid" },
    { name: "requested_at", type: "timestamp with time zone" },
    { name: "created", type: "date" },
    { name: "request_date", type: "date" },
  ];

  it("is the first date column named date, day or *_date", () => {
    expect(dateColumn(columns).name).toBe("request_date");
    expect(dateColumn([{ name: "day", type: "date" }, ...columns]).name).toBe("day");
  });

  it("else the first date column", () => {
    expect(dateColumn(columns.slice(0, 3)).name).toBe("created");
  });

  it("is refused, naming the candidates, when there is none", () => {
    expect(() => dateColumn(columns.slice(0, 2))).toThrow(
      "the view has no column of type date; columns it could filter on: requested_at (timestamp with time zone)",
    );
  });

  it("may be named, a timestamp too, but not a column of another type or one that is missing", () => {
    expect(dateColumn(columns, "requested_at").name).toBe("requested_at");
    expect(() => dateColumn(columns, "request_id")).toThrow("--date-column: request_id is uuid");
    expect(() => dateColumn(columns, "nope")).toThrow('--date-column: the view has no column "nope"');
  });

  it("filters inclusive days, a timestamptz by Dubai midnight", () => {
    expect(dateFilter({ name: "day", type: "date" })).toBe(
      `($1::date IS NULL OR "day" >= $1::date) AND ($2::date IS NULL OR "day" <= $2::date)`,
    );
    expect(dateFilter({ name: "at", type: "timestamp with time zone" })).toContain(
      `"at" < (($2::date + 1)::timestamp AT TIME ZONE 'Asia/Dubai')`,
    );
  });
});

describe("arguments", () => {
  const usage = (argv: string[]) => {
    try {
      parseExportArgs(argv);
    } catch (error) {
      expect(error).toBeInstanceOf(UsageError);
      return (error as Error).message;
    }
    throw new Error(`accepted: ${argv.join(" ")}`);
  };

  it("defaults to CSV in <view>.csv, and takes analytics.<view> too", () => {
    expect(parseExportArgs(["analytics.fact_requests"])).toEqual({
      view: "fact_requests",
      format: "csv",
      out: "fact_requests.csv",
      exactCount: false,
      force: false,
    });
  });

  it("reads every option, and infers Parquet from the file name", () => {
    expect(
      parseExportArgs([
        "fact_offers",
        "--from",
        "2026-01-01",
        "--to",
        "2026-01-31",
        "--out",
        "jan.PARQUET",
        "--date-column",
        "offered_date",
        "--exact-count",
        "--force",
      ]),
    ).toEqual({
      view: "fact_offers",
      from: "2026-01-01",
      to: "2026-01-31",
      format: "parquet",
      out: "jan.PARQUET",
      dateColumn: "offered_date",
      exactCount: true,
      force: true,
    });
    expect(parseExportArgs(["dim_date", "--format", "parquet"])?.out).toBe("dim_date.parquet");
    expect(parseExportArgs(["dim_date", "--out", "-"])?.out).toBe("-");
  });

  it("answers --help with undefined", () => {
    expect(parseExportArgs(["--help"])).toBeUndefined();
  });

  it("names the argument that is wrong", () => {
    expect(usage([])).toBe("<view>: name the analytics view to export");
    expect(usage(["a", "b"])).toBe('<view>: one view at a time, not "a", "b"');
    expect(usage(["rm.requests"])).toBe('<view>: "rm.requests" is not a view of the analytics schema');
    expect(usage(["v", "--from", "2026-02-30"])).toMatch(/^--from: "2026-02-30" is not a day/);
    expect(usage(["v", "--to", "1/3/2026"])).toMatch(/^--to: "1\/3\/2026" is not a day/);
    expect(usage(["v", "--from", "2026-03-02", "--to", "2026-03-01"])).toBe(
      "--from 2026-03-02 is after --to 2026-03-01",
    );
    expect(usage(["v", "--format", "xlsx"])).toBe('--format: "xlsx" is not csv or parquet');
    expect(usage(["v", "--out", ""])).toBe("--out: give a file name, or - for stdout");
    expect(usage(["v", "--date-column", "d"])).toBe(
      "--date-column: only means something with --from or --to",
    );
    expect(usage(["v", "--form", "csv"])).toContain("'--form'");
    expect(usage(["v", "--from"])).toContain("--from");
  });
});
