import { expect } from "vitest";
import type { ApiClient } from "./apiClient";
import type { ApiTestServer } from "./apiTestServer";
import { bookingPayload, DEMO } from "./demoActors";
import { multipartBody, TINY_PNG } from "./multipartBody";

export const ACTORS = [
  "anonymous",
  "otherCustomer",
  "otherProvider",
  "admin",
  "provider",
  "customer",
] as const;
export type ActorName = (typeof ACTORS)[number];

/** What the matrix test builds through the API before walking the paths. */
export interface MatrixFixture {
  clients: Record<ActorName, ApiClient>;
  ids: Record<Exclude<ActorName, "anonymous">, string>;
  /** Accepted by the provider: chat, photos, sharing. */
  accepted: string;
  /** Pending, offered to the other provider: accept → start → complete rows. */
  toWorkOn: string;
  /** Pending: the cancel row. */
  toCancel: string;
  /** Pending: the decline row. */
  toDecline: string;
  /** Completed: reviews. */
  completed: string;
  photoId: string;
  chatImagePath: string;
  messageToCustomer: string;
  messageToProvider: string;
  vehicleId: string;
  contactId: string;
  shareToken: string;
}

async function ok<T>(response: Promise<{ status: number; body: string; json: T }>): Promise<T> {
  const r = await response;
  expect(r.status, r.body).toBeLessThan(300);
  return r.json;
}

export async function buildMatrixFixture(server: ApiTestServer): Promise<MatrixFixture> {
  const [customer, otherCustomer, provider, otherProvider, admin] = await Promise.all([
    server.signIn(DEMO.customer.email),
    server.signIn(DEMO.otherCustomer.email),
    server.signIn(DEMO.provider.email),
    server.signIn(DEMO.otherProvider.email),
    server.signIn(DEMO.admin.email),
  ]);
  const book = async (serviceType: string, providerId = DEMO.provider.id) =>
    (await ok(customer.post<{ id: string }>("/api/requests", bookingPayload({ serviceType, providerId }))))
      .id;
  const setStatus = (id: string, status: string) => ok(provider.patch(`/api/requests/${id}`, { status }));

  // One job at a time: the provider finishes one, then holds `accepted` for the chat and photo rows;
  // the jobs still to be answered go to the other provider, since dispatch offers a busy one nothing.
  const completed = await book("fuel-delivery");
  for (const status of ["accepted", "in-progress", "completed"]) await setStatus(completed, status);
  const accepted = await book("towing");
  await setStatus(accepted, "accepted");
  const toWorkOn = await book("jump-start", DEMO.otherProvider.id);
  const toCancel = await book("tire-change", DEMO.otherProvider.id);
  const toDecline = await book("fuel-delivery", DEMO.otherProvider.id);

  const form = multipartBody(
    { uploadedBy: DEMO.customer.id, photoType: "problem" },
    { field: "file", name: "tyre.png", type: "image/png", content: TINY_PNG },
  );
  const photo = await ok(
    customer.send<{ id: string }>("POST", `/api/photos/${accepted}`, undefined, {
      rawPayload: form.payload,
      headers: { "content-type": form.contentType },
    }),
  );
  const imageForm = multipartBody(
    { senderId: DEMO.customer.id, receiverId: DEMO.provider.id, content: "the tyre" },
    { field: "imageFile", name: "tyre.png", type: "image/png", content: TINY_PNG },
  );
  const image = await ok(
    customer.send<{ imageUrl: string }>("POST", `/api/chat/${accepted}`, undefined, {
      rawPayload: imageForm.payload,
      headers: { "content-type": imageForm.contentType },
    }),
  );
  const toProvider = await ok(
    customer.post<{ id: string }>(`/api/chat/${accepted}`, {
      senderId: DEMO.customer.id,
      receiverId: DEMO.provider.id,
      messageType: "text",
      content: "I am at the gate",
    }),
  );
  const toCustomer = await ok(
    provider.post<{ id: string }>(`/api/chat/${accepted}`, {
      senderId: DEMO.provider.id,
      receiverId: DEMO.customer.id,
      messageType: "text",
      content: "On my way",
    }),
  );
  const vehicle = await ok(
    customer.post<{ id: string }>("/api/user-vehicles", {
      userId: DEMO.customer.id,
      vehicleName: "Matrix car",
      vehicleMake: "Nissan",
      vehicleModel: "Patrol",
      licensePlate: "MATRIX 1",
    }),
  );
  const contact = await ok(
    customer.post<{ id: string }>("/api/emergency-contacts", {
      userId: DEMO.customer.id,
      contactName: "Mariam",
      contactPhone: "+971 50 111 2233",
      relationship: "family",
    }),
  );
  const share = await ok(
    customer.post<{ shareToken: string }>(`/api/family-sharing/${accepted}`, {
      userId: DEMO.customer.id,
      sharedWithName: "Mariam",
      sharedWithPhone: "+971 50 111 2233",
    }),
  );
  return {
    clients: { anonymous: server.anonymous, customer, otherCustomer, provider, otherProvider, admin },
    ids: {
      customer: DEMO.customer.id,
      otherCustomer: DEMO.otherCustomer.id,
      provider: DEMO.provider.id,
      otherProvider: DEMO.otherProvider.id,
      admin: DEMO.admin.id,
    },
    accepted,
    toWorkOn,
    toCancel,
    toDecline,
    completed,
    photoId: photo.id,
    chatImagePath: image.imageUrl,
    messageToCustomer: toCustomer.id,
    messageToProvider: toProvider.id,
    vehicleId: vehicle.id,
    contactId: contact.id,
    shareToken: share.shareToken,
  };
}
