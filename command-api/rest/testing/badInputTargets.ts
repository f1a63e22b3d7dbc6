import fc from "fast-check";
import { normalizeServiceType } from "../../../domain/rules/serviceTypes";
import { bookingPayload, DEMO } from "./demoActors";
import { TINY_PNG } from "./multipartBody";

/** Stands in for "leave the field out". */
export const OMIT = Symbol("omit");
type Breaker = fc.Arbitrary<unknown>;

/** A write path, a valid body for it, and values each of its fields must refuse. */
export interface WriteTarget {
  name: string;
  method: "POST" | "PATCH" | "DELETE";
  url(ids: TargetIds): string;
  /** Who calls it; the body is built in their name. */
  as: "anonymous" | "customer" | "provider";
  template(ids: TargetIds): Record<string, unknown>;
  /** Invalid replacements per field; every one must be refused whatever the other fields hold. */
  breakers: Record<string, Breaker>;
  /** The path's own ids, replaced by junk. */
  pathJunk?: (junk: string, ids: TargetIds) => string;
  /**
   * Sent as multipart/form-data carrying this (valid) image, the template and breakers as its text
   * parts: the upload's own fields are checked only once a real image arrives. Breakers must be text.
   */
  multipartFile?: { field: string; name: string; type: string; content: Buffer };
}

export interface TargetIds {
  accepted: string;
  completed: string;
  messageToProvider: string;
}

const tooLong = (n: number) => fc.constant("x".repeat(n));
// Finite doubles only: NaN and ±Infinity become null in JSON, which a nullable field rightly accepts.
const notText = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const junkId = fc.oneof(
  fc.constant(""),
  fc.constant("   "),
  tooLong(65),
  notText,
  fc.constant(null),
  fc.constant("../../etc/passwd"),
);
/** A well-formed id nobody has: 403 as an actor, 404 as a thing, 400 as a counterpart. */
const strangerId = fc.uuid().map((u) => `zz${u}`);
const anyId = fc.oneof(junkId, strangerId);
/** What a multipart text part can carry that no id may be. */
const junkIdText = fc.oneof(
  fc.constant(""),
  fc.constant("   "),
  tooLong(65),
  fc.constant("../../etc/passwd"),
  strangerId,
);
const required: Breaker = fc.constant(OMIT);
const latitude = fc.oneof(
  fc.constant(91),
  fc.constant(-90.5),
  fc.constant("north"),
  fc.constant("1e400"),
  notText.filter((v) => typeof v !== "number"),
  fc.double({ min: 90.0001, max: 1e300, noNaN: true }),
);
const longitude = fc.oneof(
  fc.constant(180.5),
  fc.constant(-181),
  fc.constant("east"),
  fc.double({ min: -1e300, max: -180.0001, noNaN: true }),
);
const price = fc.oneof(
  fc.constant(-1),
  fc.constant(1_000_001),
  fc.constant("abc"),
  fc.constant("1e3"),
  fc.constant({}),
  fc.boolean(),
);
const notServiceType = fc.string({ maxLength: 30 }).filter((s) => normalizeServiceType(s) === null);
const notInEnum = (values: readonly string[]) =>
  fc.oneof(
    fc.string({ maxLength: 20 }).filter((s) => !values.includes(s)),
    notText,
  );
const phone = fc.oneof(fc.constant("call me"), fc.constant(""), fc.constant("+97"), tooLong(30), notText);
const notBoolean = fc.oneof(fc.constant("yes"), fc.constant(1), fc.constant(null), fc.constant({}));
const year = fc.oneof(
  fc.constant(1800),
  fc.constant(3000),
  fc.constant(2020.5),
  fc.constant("new"),
  fc.constant({}),
);

/** A valid photo's fields, sent as a multipart form and, to be refused, as JSON. */
const photoFields = () => ({
  uploadedBy: DEMO.customer.id,
  photoType: "problem",
  description: "flat",
  location: "25.2,55.27",
});

export const WRITE_TARGETS: WriteTarget[] = [
  {
    name: "register",
    method: "POST",
    url: () => "/api/auth/register",
    as: "anonymous",
    template: () => ({
      name: "Fuzz",
      email: "fuzz-never@example.ae",
      password: "tow-truck-7",
      phone: "+971 50 000 0001",
      userType: "customer",
      latitude: 25.2,
      longitude: 55.27,
      isOnline: true,
    }),
    breakers: {
      name: fc.oneof(required, fc.constant(""), fc.constant("   "), tooLong(201), notText),
      email: fc.oneof(required, fc.constant("not-an-email"), fc.constant("a@"), tooLong(300), notText),
      password: fc.oneof(required, fc.constant("12345"), fc.constant(""), tooLong(201), notText),
      phone: fc.oneof(required, phone),
      userType: fc.oneof(fc.constant("admin"), notInEnum(["customer", "provider"])),
      latitude,
      longitude,
      isOnline: notBoolean,
    },
  },
  {
    name: "login",
    method: "POST",
    url: () => "/api/auth/login",
    as: "anonymous",
    template: () => ({ email: DEMO.customer.email, password: "demo1234" }),
    breakers: {
      email: fc.oneof(required, fc.constant(""), tooLong(300), notText),
      password: fc.oneof(required, fc.constant(""), tooLong(201), notText),
    },
  },
  {
    name: "book",
    method: "POST",
    url: () => "/api/requests",
    as: "customer",
    template: () => bookingPayload(),
    breakers: {
      customerId: fc.oneof(required, anyId, fc.constant(DEMO.otherCustomer.id)),
      providerId: fc.oneof(
        junkId.filter((v) => v !== null),
        strangerId,
        fc.constant(DEMO.otherProvider.id),
      ),
      serviceType: fc.oneof(required, notServiceType, notText),
      pickupLocation: fc.oneof(required, fc.constant(""), tooLong(201), notText),
      pickupLatitude: fc.oneof(required, latitude),
      pickupLongitude: fc.oneof(required, longitude),
      destinationLatitude: fc.oneof(required, fc.constant(null), latitude),
      vehicleMake: fc.oneof(required, fc.constant(""), tooLong(61), notText),
      vehicleModel: fc.oneof(required, fc.constant("  "), tooLong(61), notText),
      vehicleYear: year,
      description: fc.oneof(tooLong(2001), notText),
      estimatedPrice: price,
      priority: notInEnum(["low", "normal", "high", "urgent", "critical", "emergency"]),
      paymentMethod: notInEnum(["card", "cash", "apple-pay"]),
      scheduledAt: fc.oneof(
        fc.constant("tomorrow"),
        fc.constant("2020-01-01T00:00:00Z"),
        fc.constant("2099-01-01T00:00:00Z"),
        notText,
      ),
      towingEquipmentId: fc.oneof(
        junkId.filter((v) => v !== null),
        strangerId,
      ),
      quoteId: junkId.filter((v) => v !== null),
      paymentToken: fc.oneof(tooLong(256), notText),
    },
  },
  {
    name: "quote",
    method: "POST",
    url: () => "/api/quotes",
    as: "customer",
    template: () => ({
      serviceType: "towing",
      providerId: null,
      pickupLatitude: 25.1972,
      pickupLongitude: 55.2796,
      scheduledAt: null,
    }),
    breakers: {
      serviceType: fc.oneof(required, notServiceType, notText),
      providerId: fc.oneof(
        junkId.filter((v) => v !== null),
        strangerId,
      ),
      pickupLatitude: fc.oneof(required, latitude),
      pickupLongitude: fc.oneof(required, longitude),
      scheduledAt: fc.oneof(fc.constant("tomorrow"), fc.constant("2020-13-01T00:00:00Z"), notText),
    },
  },
  {
    name: "change status",
    method: "PATCH",
    url: (ids) => `/api/requests/${ids.accepted}`,
    as: "provider",
    template: () => ({ status: "in-progress" }),
    breakers: {
      status: fc.oneof(
        required,
        notInEnum(["accepted", "declined", "in-progress", "completed", "cancelled"]),
      ),
      reason: fc.oneof(tooLong(201), notText),
      finalPrice: price,
      acceptedFee: price,
    },
    pathJunk: (junk) => `/api/requests/${junk}`,
  },
  {
    name: "add vehicle",
    method: "POST",
    url: () => "/api/user-vehicles",
    as: "customer",
    template: () => ({
      userId: DEMO.customer.id,
      vehicleName: "Fuzz car",
      vehicleMake: "Kia",
      vehicleModel: "Rio",
      licensePlate: "FUZZ 1",
      vehicleYear: 2020,
      vehicleColor: "Red",
      vehicleType: "sedan",
      fuelType: "petrol",
      isDefault: false,
    }),
    breakers: {
      userId: fc.oneof(required, anyId, fc.constant(DEMO.otherCustomer.id)),
      vehicleName: fc.oneof(required, fc.constant(""), tooLong(201), notText),
      vehicleMake: fc.oneof(required, fc.constant(" "), notText),
      vehicleModel: fc.oneof(required, fc.constant(""), notText),
      licensePlate: fc.oneof(required, fc.constant(""), tooLong(201), notText, fc.constant("DXB A 12345")),
      vehicleYear: year,
      vehicleType: notInEnum([
        "sedan",
        "suv",
        "luxury",
        "heavy-suv",
        "truck",
        "motorcycle",
        "hatchback",
        "coupe",
      ]).filter((v) => v !== null),
      fuelType: notInEnum(["petrol", "diesel", "electric", "hybrid"]).filter((v) => v !== null),
      isDefault: notBoolean.filter((v) => v !== null),
    },
  },
  {
    name: "remove vehicle",
    method: "DELETE",
    url: () => `/api/user-vehicles/zz-no-such-vehicle`,
    as: "customer",
    template: () => ({}),
    breakers: {},
    pathJunk: (junk) => `/api/user-vehicles/${junk}`,
  },
  {
    name: "send chat message",
    method: "POST",
    url: (ids) => `/api/chat/${ids.accepted}`,
    as: "customer",
    template: () => ({
      senderId: DEMO.customer.id,
      receiverId: DEMO.provider.id,
      messageType: "text",
      content: "hello",
    }),
    breakers: {
      senderId: fc.oneof(required, anyId, fc.constant(DEMO.provider.id)),
      receiverId: fc.oneof(required, anyId, fc.constant(DEMO.customer.id)),
      messageType: fc.oneof(fc.constant("image"), notInEnum(["text", "image"])),
      content: fc.oneof(required, fc.constant(""), fc.constant("   "), tooLong(2001), notText),
      imageFile: fc.oneof(fc.constant("data:image/png;base64,AAAA"), fc.constant({}), fc.integer()),
      // Only references the server issued: any other URL (a tracking pixel) is refused.
      imageUrl: fc.oneof(fc.webUrl(), fc.constant("/api/chat/x/images/y.png"), tooLong(2049), notText),
    },
    pathJunk: (junk) => `/api/chat/${junk}`,
  },
  {
    name: "mark chat read",
    method: "POST",
    url: (ids) => `/api/chat/${ids.accepted}/read`,
    as: "provider",
    template: (ids) => ({ messageIds: [ids.messageToProvider] }),
    breakers: {
      messageIds: fc.oneof(
        required,
        fc.constant([]),
        fc.array(anyId, { minLength: 1, maxLength: 3 }),
        notText,
        fc.constant(Array(501).fill("m")),
      ),
    },
  },
  {
    name: "add emergency contact",
    method: "POST",
    url: () => "/api/emergency-contacts",
    as: "customer",
    template: () => ({
      userId: DEMO.customer.id,
      contactName: "Fuzz",
      contactPhone: "+971 50 555 0000",
      relationship: "friend",
    }),
    breakers: {
      userId: fc.oneof(required, anyId, fc.constant(DEMO.otherCustomer.id)),
      contactName: fc.oneof(required, fc.constant(""), fc.constant("  "), tooLong(201), notText),
      contactPhone: fc.oneof(required, phone),
      relationship: notInEnum(["family", "friend", "colleague", "neighbor"]).filter((v) => v !== undefined),
    },
  },
  {
    name: "remove emergency contact",
    method: "DELETE",
    url: () => "/api/emergency-contacts/zz-no-such-contact",
    as: "customer",
    template: () => ({}),
    breakers: {},
    pathJunk: (junk) => `/api/emergency-contacts/${junk}`,
  },
  {
    name: "share trip",
    method: "POST",
    url: (ids) => `/api/family-sharing/${ids.accepted}`,
    as: "customer",
    template: () => ({
      userId: DEMO.customer.id,
      sharedWithName: "Dad",
      sharedWithPhone: "+971 50 123 0000",
      includeLocation: true,
      includeETA: true,
      includeProviderDetails: true,
    }),
    breakers: {
      userId: fc.oneof(required, anyId, fc.constant(DEMO.otherCustomer.id)),
      sharedWithName: fc.oneof(required, fc.constant(""), tooLong(201), notText),
      sharedWithPhone: fc.oneof(required, phone),
      includeLocation: notBoolean,
      includeETA: notBoolean,
      includeProviderDetails: notBoolean,
    },
    pathJunk: (junk) => `/api/family-sharing/${junk}`,
  },
  {
    name: "test processor card token",
    method: "POST",
    url: () => "/api/payments/test-processor/tokens",
    as: "customer",
    template: () => ({
      number: "4242 4242 4242 4242",
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: "123",
    }),
    breakers: {
      number: fc.oneof(
        fc.constant(""),
        fc.constant("4242"),
        // One digit off: the Luhn check catches it.
        fc.constant("4242 4242 4242 4241"),
        fc.constant("4242-4242-4242-424x"),
        tooLong(31),
        notText,
        fc.constant(null),
      ),
      expMonth: fc.oneof(
        fc.constant(0),
        fc.constant(13),
        fc.constant(1.5),
        fc.constant("May"),
        fc.constant({}),
        fc.constant(null),
      ),
      expYear: fc.oneof(
        fc.constant(2001),
        fc.constant(-1),
        fc.constant(10_000),
        fc.constant("soon"),
        fc.constant([]),
      ),
      cvc: fc.oneof(fc.constant(""), fc.constant("12"), fc.constant("12a"), fc.constant("12345"), notText),
    },
  },
  {
    name: "edit profile",
    method: "PATCH",
    url: () => `/api/users/${DEMO.customer.id}`,
    as: "customer",
    template: () => ({
      name: "Aisha Fuzz",
      phone: "+971 50 123 4567",
      address: "Marina",
      city: "Dubai",
      emiratesId: "784-1990-1234567-1",
    }),
    breakers: {
      name: fc.oneof(fc.constant(""), fc.constant("   "), tooLong(201), notText),
      phone: phone.filter((v) => v !== null),
      address: fc.oneof(tooLong(201), fc.integer(), fc.constant({})),
      city: notInEnum([
        "Dubai",
        "Abu Dhabi",
        "Sharjah",
        "Ajman",
        "Ras Al Khaimah",
        "Fujairah",
        "Umm Al Quwain",
      ]),
      emiratesId: fc.oneof(fc.constant("123"), fc.constant("784-123"), fc.integer(), fc.constant({})),
    },
    pathJunk: (junk) => `/api/users/${junk}`,
  },
  {
    name: "post review",
    method: "POST",
    url: () => "/api/reviews",
    as: "customer",
    template: (ids) => ({
      requestId: ids.completed,
      reviewerId: DEMO.customer.id,
      revieweeId: DEMO.provider.id,
      rating: "5",
      comment: "Great",
    }),
    breakers: {
      requestId: fc.oneof(required, anyId),
      reviewerId: fc.oneof(required, anyId, fc.constant(DEMO.provider.id)),
      revieweeId: fc.oneof(required, anyId, fc.constant(DEMO.customer.id)),
      rating: fc.oneof(
        required,
        fc.constant(0),
        fc.constant(6),
        fc.constant(3.5),
        fc.constant("five"),
        fc.constant(null),
        fc.constant({}),
      ),
      comment: fc.oneof(tooLong(501), fc.integer(), fc.constant({})),
    },
  },
  {
    name: "upload photo",
    method: "POST",
    url: (ids) => `/api/photos/${ids.accepted}`,
    as: "customer",
    template: photoFields,
    breakers: {
      uploadedBy: fc.oneof(required, junkIdText, fc.constant(DEMO.provider.id)),
      photoType: fc.oneof(
        required,
        fc
          .string({ maxLength: 20 })
          .filter((v) => !["before", "problem", "during", "after", "receipt"].includes(v)),
      ),
      description: tooLong(201),
      location: tooLong(201),
    },
    multipartFile: { field: "file", name: "tyre.png", type: "image/png", content: TINY_PNG },
  },
  {
    name: "send chat image",
    method: "POST",
    url: (ids) => `/api/chat/${ids.accepted}`,
    as: "customer",
    template: () => ({ senderId: DEMO.customer.id, receiverId: DEMO.provider.id, content: "the tyre" }),
    breakers: {
      senderId: fc.oneof(required, junkIdText, fc.constant(DEMO.provider.id)),
      receiverId: fc.oneof(required, junkIdText, fc.constant(DEMO.customer.id)),
      messageType: fc.string({ maxLength: 20 }).filter((v) => v !== "text" && v !== "image"),
      content: tooLong(2001),
    },
    multipartFile: { field: "imageFile", name: "tyre.png", type: "image/png", content: TINY_PNG },
  },
  {
    name: "upload photo as JSON",
    method: "POST",
    url: (ids) => `/api/photos/${ids.accepted}`,
    as: "customer",
    template: photoFields,
    breakers: {
      uploadedBy: fc.oneof(anyId, required),
      photoType: notInEnum(["before", "problem", "during", "after", "receipt"]),
      description: fc.oneof(tooLong(201), notText),
    },
    pathJunk: (junk) => `/api/photos/${junk}`,
  },
];
