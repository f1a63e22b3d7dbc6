import { pino } from "pino";

/** JSON logs in production; pretty ones when a person watches a terminal in development. */
export function createLogger(level: string) {
  const pretty = process.env.NODE_ENV !== "production" && process.stdout.isTTY;
  return pino({
    level,
    redact: {
      paths: ["password", "*.password", "passwordHash", "*.passwordHash", "req.headers.cookie"],
      remove: true,
    },
    ...(pretty ? { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss.l" } } } : {}),
  });
}
export type Logger = ReturnType<typeof createLogger>;
