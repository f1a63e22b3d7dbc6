import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OutboxMail, outboxDir, outboxMailer } from "./outboxMailer";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "roadside-outbox-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("outbox mailer (the embedded default)", () => {
  it("writes each mail as one JSON file under DATA_DIR/outbox, named by its key, and says where", async () => {
    const written: string[] = [];
    const mailer = outboxMailer({
      dataDir,
      from: "Roadside <no-reply@roadside.ae>",
      onWritten: (file) => written.push(file),
    });
    const message = { to: "aisha@example.ae", subject: "Reset", text: "first", idempotencyKey: "evt-1" };
    await mailer.send(message);
    // Sent again after a crash: the same file, not a second mail.
    await mailer.send({ ...message, text: "again" });
    expect(await readdir(outboxDir(dataDir))).toEqual(["evt-1.json"]);
    const mail = JSON.parse(await readFile(join(outboxDir(dataDir), "evt-1.json"), "utf8")) as OutboxMail;
    expect(mail).toMatchObject({
      to: "aisha@example.ae",
      from: "Roadside <no-reply@roadside.ae>",
      text: "again",
    });
    expect(written).toEqual([join(outboxDir(dataDir), "evt-1.json"), join(outboxDir(dataDir), "evt-1.json")]);
  });

  it("keeps attachments in the file, their bytes in base64", async () => {
    const mailer = outboxMailer({ dataDir, from: "Roadside <no-reply@roadside.ae>" });
    const content = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    await mailer.send({
      to: "aisha@example.ae",
      subject: "Your tax invoice",
      text: "Attached.",
      idempotencyKey: "evt-2",
      attachments: [{ filename: "INV-000001.pdf", contentType: "application/pdf", content }],
    });
    const mail = JSON.parse(await readFile(join(outboxDir(dataDir), "evt-2.json"), "utf8")) as OutboxMail;
    expect(mail.attachments).toEqual([
      {
        filename: "INV-000001.pdf",
        contentType: "application/pdf",
        contentBase64: Buffer.from(content).toString("base64"),
      },
    ]);
  });
});
