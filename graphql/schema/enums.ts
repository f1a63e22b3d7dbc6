import { registerEnumType } from "type-graphql";

/*
 * GraphQL enum names cannot hold hyphens or spaces, so each enum maps an upper-case name to the
 * value the domain and read models use ("jump-start", "Abu Dhabi"). Resolvers only ever see those values.
 */

export enum ServiceTypeValue {
  TOWING = "towing",
  JUMP_START = "jump-start",
  TIRE_CHANGE = "tire-change",
  FUEL_DELIVERY = "fuel-delivery",
}
registerEnumType(ServiceTypeValue, {
  name: "ServiceType",
  description: "The four bookable services (spec §3).",
  valuesConfig: {
    TOWING: { description: "A tow truck carries the vehicle to a destination." },
    JUMP_START: { description: "A flat battery is jump-started on the spot." },
    TIRE_CHANGE: { description: "A flat or damaged tyre is replaced with the spare." },
    FUEL_DELIVERY: { description: "Fuel is brought to a vehicle that ran dry." },
  },
});

export enum RequestStatusValue {
  PENDING = "pending",
  ACCEPTED = "accepted",
  IN_PROGRESS = "in-progress",
  COMPLETED = "completed",
  CANCELLED = "cancelled",
  UNASSIGNED = "unassigned",
}
registerEnumType(RequestStatusValue, {
  name: "RequestStatus",
  description:
    "Spec §4 statuses, plus UNASSIGNED: dispatch found nobody and the customer is told to call support.",
  valuesConfig: {
    PENDING: { description: "Booked; waiting for a captain to accept (or for its scheduled time)." },
    ACCEPTED: { description: "A captain holds the job and is on the way." },
    IN_PROGRESS: { description: "The captain arrived and is working on the vehicle." },
    COMPLETED: { description: "The job is done and the final price set." },
    CANCELLED: { description: "The customer or an admin cancelled it before completion." },
    UNASSIGNED: { description: "Dispatch found no captain; the customer is told to call support." },
  },
});

export enum RoleValue {
  CUSTOMER = "customer",
  PROVIDER = "provider",
  ADMIN = "admin",
  SYSTEM = "system",
}
registerEnumType(RoleValue, {
  name: "Role",
  description: "In which capacity someone acts: whose events, reviews and accounts these are.",
  valuesConfig: {
    CUSTOMER: { description: "A driver who books help." },
    PROVIDER: { description: "A captain (service provider) who does the jobs." },
    ADMIN: { description: "Operations staff; admin accounts are never made by sign-up." },
    SYSTEM: {
      description: "The platform itself: dispatch, timers and demo seeding. Never an account's type.",
    },
  },
});

export enum SignUpRoleValue {
  CUSTOMER = "customer",
  PROVIDER = "provider",
}
registerEnumType(SignUpRoleValue, {
  name: "SignUpRole",
  description: "The account types offered at sign-up; admins exist only through seeding.",
  valuesConfig: {
    CUSTOMER: { description: "A driver who books help." },
    PROVIDER: { description: "A captain who does jobs once an admin approves their papers." },
  },
});

export enum PriorityValue {
  LOW = "low",
  NORMAL = "normal",
  HIGH = "high",
  URGENT = "urgent",
  CRITICAL = "critical",
  EMERGENCY = "emergency",
}
registerEnumType(PriorityValue, {
  name: "Priority",
  description:
    "How pressing a request is. Bookings for now default to HIGH, scheduled ones to NORMAL (spec §4); URGENT, CRITICAL and EMERGENCY without a chosen captain are offered to the nearest captains at once.",
  valuesConfig: {
    LOW: { description: "Can wait." },
    NORMAL: { description: "The default for scheduled bookings." },
    HIGH: { description: "The default for bookings for now." },
    URGENT: { description: "Sent by the emergency button; dispatched to the nearest captains at once." },
    CRITICAL: { description: "As pressing as URGENT." },
    EMERGENCY: { description: "As pressing as URGENT." },
  },
});

export enum PaymentMethodValue {
  CARD = "card",
  CASH = "cash",
  APPLE_PAY = "apple-pay",
}
registerEnumType(PaymentMethodValue, {
  name: "PaymentMethod",
  description: "How the customer pays for a job.",
  valuesConfig: {
    CARD: { description: "Debit or credit card." },
    CASH: { description: "Cash, paid to the captain." },
    APPLE_PAY: { description: "Apple Pay." },
  },
});

export enum VehicleTypeValue {
  SEDAN = "sedan",
  SUV = "suv",
  LUXURY = "luxury",
  HEAVY_SUV = "heavy-suv",
  TRUCK = "truck",
  MOTORCYCLE = "motorcycle",
  HATCHBACK = "hatchback",
  COUPE = "coupe",
}
registerEnumType(VehicleTypeValue, {
  name: "VehicleType",
  description: "A vehicle's body type; tow trucks list the types they can carry.",
  valuesConfig: {
    SEDAN: { description: "Saloon car." },
    SUV: { description: "Sport utility vehicle." },
    LUXURY: { description: "Luxury car." },
    HEAVY_SUV: { description: "Large or heavy SUV, e.g. a Land Cruiser or Patrol." },
    TRUCK: { description: "Truck or pickup." },
    MOTORCYCLE: { description: "Motorcycle or scooter." },
    HATCHBACK: { description: "Hatchback car." },
    COUPE: { description: "Two-door coupé." },
  },
});

export enum FuelTypeValue {
  PETROL = "petrol",
  DIESEL = "diesel",
  ELECTRIC = "electric",
  HYBRID = "hybrid",
}
registerEnumType(FuelTypeValue, {
  name: "FuelType",
  description: "What a vehicle runs on.",
  valuesConfig: {
    PETROL: { description: "Petrol (gasoline)." },
    DIESEL: { description: "Diesel." },
    ELECTRIC: { description: "Battery electric." },
    HYBRID: { description: "Petrol–electric hybrid." },
  },
});

export enum RelationshipValue {
  FAMILY = "family",
  FRIEND = "friend",
  COLLEAGUE = "colleague",
  NEIGHBOR = "neighbor",
}
registerEnumType(RelationshipValue, {
  name: "Relationship",
  description: "How an emergency contact is related to the user.",
  valuesConfig: {
    FAMILY: { description: "A family member." },
    FRIEND: { description: "A friend." },
    COLLEAGUE: { description: "A colleague." },
    NEIGHBOR: { description: "A neighbour." },
  },
});

export enum EmirateValue {
  DUBAI = "Dubai",
  ABU_DHABI = "Abu Dhabi",
  SHARJAH = "Sharjah",
  AJMAN = "Ajman",
  RAS_AL_KHAIMAH = "Ras Al Khaimah",
  FUJAIRAH = "Fujairah",
  UMM_AL_QUWAIN = "Umm Al Quwain",
}
registerEnumType(EmirateValue, {
  name: "Emirate",
  description: "One of the seven emirates of the UAE.",
  valuesConfig: {
    DUBAI: { description: "Dubai." },
    ABU_DHABI: { description: "Abu Dhabi, the capital." },
    SHARJAH: { description: "Sharjah." },
    AJMAN: { description: "Ajman." },
    RAS_AL_KHAIMAH: { description: "Ras Al Khaimah (RAK in the admin panel)." },
    FUJAIRAH: { description: "Fujairah." },
    UMM_AL_QUWAIN: { description: "Umm Al Quwain (UQ in the admin panel)." },
  },
});

export enum PeriodValue {
  TODAY = "today",
  WEEK = "week",
  MONTH = "month",
  QUARTER = "quarter",
  YEAR = "year",
}
registerEnumType(PeriodValue, {
  name: "Period",
  description:
    "The dashboard's period selector (spec §2.10): the calendar period up to and including today (UAE).",
  valuesConfig: {
    TODAY: { description: "Today only (UAE day)." },
    WEEK: { description: "This calendar week up to today." },
    MONTH: { description: "This calendar month up to today." },
    QUARTER: { description: "This calendar quarter up to today." },
    YEAR: { description: "This calendar year up to today." },
  },
});

export enum BookingModeValue {
  NOW = "now",
  SCHEDULE = "schedule",
}
registerEnumType(BookingModeValue, {
  name: "BookingMode",
  description:
    "NOW prices by rank (base − 10, base, base + 10, …); SCHEDULE shows every provider at base (spec §9).",
  valuesConfig: {
    NOW: { description: "Help now: rank 1 pays base − 10 AED, rank 2 base, then +10 AED per rank." },
    SCHEDULE: { description: "A later slot: every captain at the starting price, plus slot surcharges." },
  },
});

export enum DashboardRowStatusValue {
  PENDING = "pending",
  ACCEPTED = "accepted",
  IN_PROGRESS = "in-progress",
  COMPLETED = "completed",
  CANCELLED = "cancelled",
  DECLINED = "declined",
  WITHDRAWN = "withdrawn",
}
registerEnumType(DashboardRowStatusValue, {
  name: "DashboardRowStatus",
  description: "A provider dashboard row's status, from the captain's side.",
  valuesConfig: {
    PENDING: { description: "Offered to the captain and still open." },
    ACCEPTED: { description: "The captain accepted and is on the way." },
    IN_PROGRESS: { description: "The captain is working on the vehicle." },
    COMPLETED: { description: "The captain completed the job." },
    CANCELLED: { description: "Cancelled while the captain held it." },
    DECLINED: { description: "The captain turned the offer down." },
    WITHDRAWN: { description: "The offer closed without the captain's answer (see withdrawReason)." },
  },
});

export enum DashboardSortValue {
  ID = "id",
  TYPE = "type",
  AMOUNT = "amount",
  TIMESTAMP = "timestamp",
}
registerEnumType(DashboardSortValue, {
  name: "DashboardSort",
  description: "The provider dashboard column to sort by.",
  valuesConfig: {
    ID: { description: "The request id." },
    TYPE: { description: "The service type." },
    AMOUNT: { description: "The amount in AED." },
    TIMESTAMP: { description: "When the job reached the captain (the default)." },
  },
});

export enum SortDirectionValue {
  ASC = "asc",
  DESC = "desc",
}
registerEnumType(SortDirectionValue, {
  name: "SortDirection",
  description: "Sort order.",
  valuesConfig: {
    ASC: { description: "Smallest or oldest first." },
    DESC: { description: "Largest or newest first." },
  },
});

export enum ChatMessageTypeValue {
  TEXT = "text",
  IMAGE = "image",
}
registerEnumType(ChatMessageTypeValue, {
  name: "ChatMessageType",
  description: "What a chat message carries.",
  valuesConfig: {
    TEXT: { description: "Text only." },
    IMAGE: { description: "A photo (imageUrl), with optional text." },
  },
});

export enum JobOfferKindValue {
  OFFERED = "offered",
  WITHDRAWN = "withdrawn",
}
registerEnumType(JobOfferKindValue, {
  name: "JobOfferKind",
  description:
    "OFFERED: a job the provider can take now; WITHDRAWN: an offer they held closed (taken, expired, cancelled).",
  valuesConfig: {
    OFFERED: { description: "A job the captain can accept now." },
    WITHDRAWN: { description: "An offer the captain held closed: taken by another, expired or cancelled." },
  },
});

export enum CaptainStatusValue {
  INCOMPLETE = "incomplete",
  UNDER_REVIEW = "under_review",
  APPROVED = "approved",
  REJECTED = "rejected",
  DOCUMENTS_EXPIRED = "documents_expired",
}
registerEnumType(CaptainStatusValue, {
  name: "CaptainStatus",
  description: "Where a captain's onboarding stands today (issue 19); a suspension is shown above it.",
  valuesConfig: {
    INCOMPLETE: { description: "Profile or papers missing, or never submitted." },
    UNDER_REVIEW: { description: "Submitted; waiting for an admin." },
    APPROVED: { description: "Approved with every paper valid today: the captain may work." },
    REJECTED: { description: "An admin rejected the submission (see rejectionReason); fix and resubmit." },
    DOCUMENTS_EXPIRED: {
      description: "Approved before, but a paper has lapsed: upload a new one and resubmit.",
    },
  },
});

export enum CaptainDocumentKindValue {
  TRADE_LICENCE = "trade-licence",
  INSURANCE = "insurance",
  EMIRATES_ID = "emirates-id",
}
registerEnumType(CaptainDocumentKindValue, {
  name: "CaptainDocumentKind",
  description: "The papers a captain must upload before review.",
  valuesConfig: {
    TRADE_LICENCE: { description: "The business's trade licence." },
    INSURANCE: { description: "The insurance certificate." },
    EMIRATES_ID: { description: "The captain's Emirates ID card." },
  },
});

export enum CaptainDocumentStateValue {
  PENDING = "PENDING",
  APPROVED = "APPROVED",
  SUPERSEDED = "SUPERSEDED",
  EXPIRED = "EXPIRED",
}
registerEnumType(CaptainDocumentStateValue, {
  name: "CaptainDocumentState",
  description:
    "Where an uploaded paper stands. Per kind there is at most one PENDING paper and one APPROVED or EXPIRED paper.",
  valuesConfig: {
    PENDING: { description: "Uploaded, waiting for review." },
    APPROVED: { description: "The paper that counts for its kind." },
    SUPERSEDED: { description: "Replaced by a newer upload or approval; kept for the record." },
    EXPIRED: { description: "Was approved, but its expiry day has come." },
  },
});

export enum CaptainReviewStepValue {
  SUBMITTED = "SUBMITTED",
  APPROVED = "APPROVED",
  REJECTED = "REJECTED",
  EXPIRY_WARNED = "EXPIRY_WARNED",
  DOCUMENT_EXPIRED = "DOCUMENT_EXPIRED",
  PROFILE_CHANGED = "PROFILE_CHANGED",
}
registerEnumType(CaptainReviewStepValue, {
  name: "CaptainReviewStep",
  description: "A step in a captain's onboarding history.",
  valuesConfig: {
    SUBMITTED: { description: "The captain submitted profile and papers for review." },
    APPROVED: { description: "An admin approved (reason holds their note, if any)." },
    REJECTED: { description: "An admin rejected (reason holds why)." },
    EXPIRY_WARNED: { description: "The captain was warned a paper expires soon (reason holds its kind)." },
    DOCUMENT_EXPIRED: { description: "An approved paper expired (reason holds its kind)." },
    PROFILE_CHANGED: { description: "The captain changed an already completed profile." },
  },
});

export enum LanguageValue {
  EN = "en",
  AR = "ar",
}
registerEnumType(LanguageValue, {
  name: "Language",
  description: "A language the app is written in.",
  valuesConfig: {
    EN: { description: "English." },
    AR: { description: "Arabic (right to left)." },
  },
});
