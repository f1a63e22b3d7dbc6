import { randomUUID } from "node:crypto";
import Fastify from "fastify";
import pg from "pg";

/**
 * The floor for bench/http.ts's bookings: Fastify and one INSERT per request, nothing else (no
 * session, no validation, no event store, no read model). Run in its own process like the app's
 * bench server, against the same PostgreSQL with pg's default pool size, so the booking's rate is
 * read as a fraction of what this machine can do at all for "a POST that writes a row" in the same
 * run. Prints `READY <url>` once serving; stops on SIGTERM.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("httpFloorServer: DATABASE_URL is not set");

const pool = new pg.Pool({ connectionString: databaseUrl });
await pool.query(
  "CREATE TABLE IF NOT EXISTS floor_bookings (id uuid PRIMARY KEY, customer_id text NOT NULL, booking jsonb NOT NULL)",
);

const app = Fastify({ logger: false });
app.post("/api/requests", async (request, reply) => {
  const booking = request.body as { customerId?: unknown };
  const id = randomUUID();
  await pool.query("INSERT INTO floor_bookings (id, customer_id, booking) VALUES ($1, $2, $3)", [
    id,
    String(booking.customerId),
    JSON.stringify(booking),
  ]);
  reply.code(201);
  return { id, status: "pending" };
});

const url = await app.listen({ host: "127.0.0.1", port: 0 });
console.log(`READY ${url}`);
process.once("SIGTERM", async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
