/**
 * Node flags of every process that runs the server or projections (npm start, the replay CLI, the
 * cluster's nodes, the Dockerfile, the benchmarks that host them). package.json and the Dockerfile
 * spell them out too; nodeFlags.test.ts keeps those in step with this list.
 *
 * A 64 MB young generation (V8's default is 16 MB): a replay or a burst of bookings allocates
 * decoded events, rows and statement parameters that die within a batch, and with the default
 * many of them outlive two scavenges and are copied into the old space for a full collection to
 * sweep later. Measured on 2 cores over a 1,033,107-event replay: 16 MB 50.2–51.3 s (garbage
 * collection 17% of node's samples), 32 MB 48.4 s, 64 MB 46.5 s, 128 MB 47.3 s.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=64"];
