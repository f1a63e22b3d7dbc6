import { execFile } from "node:child_process";
import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { Agent, createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { decrypt } from "http_ece";
import type { PushTarget } from "../../../domain/ports/pushSender";

/** One request the stand-in received, decrypted with the subscription's private key. */
export interface ReceivedPush {
  subscriptionId: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted body as text. */
  text: string;
  /** The VAPID JWT's claims, after its ES256 signature was checked against the `k=` key. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

/** A browser's side of one subscription: the keys the push service encrypts to. */
export interface TestSubscription {
  id: string;
  target: PushTarget;
  ecdh: ECDH;
}

export interface LocalPushService {
  /** Trusts the stand-in's self-signed certificate; give it to webPushSender. */
  agent: Agent;
  received: ReceivedPush[];
  /** A new subscription on this service, as PushManager.subscribe() would make. */
  subscribe(id: string): TestSubscription;
  /** How the service answers a subscription from now on (201 by default; 410 for an expired one). */
  answer(subscriptionId: string, status: number): void;
  /** Resolves once `count` pushes arrived in total (the received list is filled in order). */
  waitFor(count: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

/**
 * A stand-in for a browser vendor's push service (RFC 8030) on 127.0.0.1 over HTTPS (web-push
 * speaks only HTTPS), with a throw-away self-signed certificate made by openssl. Each accepted
 * request is checked the way a real service does (VAPID JWT signature) and decrypted the way the
 * browser would (RFC 8291, with the subscription's private key).
 */
export async function startLocalPushService(): Promise<LocalPushService> {
  const dir = await mkdtemp(join(tmpdir(), "push-service-"));
  await promisify(execFile)("openssl", [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:P-256",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=127.0.0.1",
    "-addext",
    "subjectAltName=IP:127.0.0.1",
    "-keyout",
    join(dir, "key.pem"),
    "-out",
    join(dir, "cert.pem"),
  ]);
  const [key, cert] = await Promise.all([readFile(join(dir, "key.pem")), readFile(join(dir, "cert.pem"))]);
  await rm(dir, { recursive: true, force: true });

  const subscriptions = new Map<string, TestSubscription>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const waiters: Array<{ count: number; resolve: (r: ReceivedPush[]) => void }> = [];

  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const id = decodeURIComponent((req.url ?? "").replace(/^\/push\//, ""));
      const subscription = subscriptions.get(id);
      const status = statuses.get(id) ?? (subscription ? 201 : 404);
      if (status !== 201 || !subscription) {
        res.writeHead(status).end();
        return;
      }
      try {
        const vapid = checkVapid(String(req.headers.authorization ?? ""));
        const text = decrypt(Buffer.concat(chunks), {
          version: "aes128gcm",
          privateKey: subscription.ecdh,
          authSecret: subscription.target.keys.auth,
        }).toString("utf8");
        received.push({ subscriptionId: id, headers: req.headers, text, vapid });
        for (const w of waiters.filter((w) => received.length >= w.count)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve([...received]);
        }
        res.writeHead(201).end();
      } catch (error) {
        res.writeHead(400).end(error instanceof Error ? error.message : String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ ca: cert, keepAlive: false });

  return {
    agent,
    received,
    subscribe(id) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const subscription: TestSubscription = {
        id,
        ecdh,
        target: {
          endpoint: `https://127.0.0.1:${port}/push/${encodeURIComponent(id)}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString("base64url"),
            auth: randomBytes(16).toString("base64url"),
          },
        },
      };
      subscriptions.set(id, subscription);
      return subscription;
    },
    answer(subscriptionId, status) {
      statuses.set(subscriptionId, status);
    },
    waitFor(count) {
      if (received.length >= count) return Promise.resolve([...received]);
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `vapid t=<JWT>, k=<public key>` (RFC 8292): checks the ES256 signature and returns the claims. */
function checkVapid(header: string): ReceivedPush["vapid"] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`no VAPID Authorization header: "${header}"`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split(".") as [string, string, string];
  const point = Buffer.from(k, "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const valid = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("the VAPID JWT's signature does not match its key");
  const parsed = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as {
    aud: string;
    sub: string;
    exp: number;
  };
  return { ...parsed, publicKey: k };
}
