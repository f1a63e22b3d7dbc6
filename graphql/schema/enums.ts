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
});

export enum RoleValue {
  CUSTOMER = "customer",
  PROVIDER = "provider",
  ADMIN = "admin",
  SYSTEM = "system",
}
registerEnumType(RoleValue, { name: "Role" });

export enum SignUpRoleValue {
  CUSTOMER = "customer",
  PROVIDER = "provider",
}
registerEnumType(SignUpRoleValue, {
  name: "SignUpRole",
  description: "The account types offered at sign-up; admins exist only through seeding.",
});

export enum PriorityValue {
  LOW = "low",
  NORMAL = "normal",
  HIGH = "high",
  URGENT = "urgent",
  CRITICAL = "critical",
  EMERGENCY = "emergency",
}
registerEnumType(PriorityValue, { name: "Priority" });

export enum PaymentMethodValue {
  CARD = "card",
  CASH = "cash",
  APPLE_PAY = "apple-pay",
}
registerEnumType(PaymentMethodValue, { name: "PaymentMethod" });

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
registerEnumType(VehicleTypeValue, { name: "VehicleType" });

export enum FuelTypeValue {
  PETROL = "petrol",
  DIESEL = "diesel",
  ELECTRIC = "electric",
  HYBRID = "hybrid",
}
registerEnumType(FuelTypeValue, { name: "FuelType" });

export enum RelationshipValue {
  FAMILY = "family",
  FRIEND = "friend",
  COLLEAGUE = "colleague",
  NEIGHBOR = "neighbor",
}
registerEnumType(RelationshipValue, { name: "Relationship" });

export enum EmirateValue {
  DUBAI = "Dubai",
  ABU_DHABI = "Abu Dhabi",
  SHARJAH = "Sharjah",
  AJMAN = "Ajman",
  RAS_AL_KHAIMAH = "Ras Al Khaimah",
  FUJAIRAH = "Fujairah",
  UMM_AL_QUWAIN = "Umm Al Quwain",
}
registerEnumType(EmirateValue, { name: "Emirate" });

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
});

export enum BookingModeValue {
  NOW = "now",
  SCHEDULE = "schedule",
}
registerEnumType(BookingModeValue, {
  name: "BookingMode",
  description:
    "NOW prices by rank (base − 10, base, base + 10, …); SCHEDULE shows every provider at base (spec §9).",
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
registerEnumType(DashboardRowStatusValue, { name: "DashboardRowStatus" });

export enum DashboardSortValue {
  ID = "id",
  TYPE = "type",
  AMOUNT = "amount",
  TIMESTAMP = "timestamp",
}
registerEnumType(DashboardSortValue, { name: "DashboardSort" });

export enum SortDirectionValue {
  ASC = "asc",
  DESC = "desc",
}
registerEnumType(SortDirectionValue, { name: "SortDirection" });

export enum ChatMessageTypeValue {
  TEXT = "text",
  IMAGE = "image",
}
registerEnumType(ChatMessageTypeValue, { name: "ChatMessageType" });

export enum JobOfferKindValue {
  OFFERED = "offered",
  WITHDRAWN = "withdrawn",
}
registerEnumType(JobOfferKindValue, {
  name: "JobOfferKind",
  description:
    "OFFERED: a job the provider can take now; WITHDRAWN: an offer they held closed (taken, expired, cancelled).",
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
});

export enum CaptainDocumentKindValue {
  TRADE_LICENCE = "trade-licence",
  INSURANCE = "insurance",
  EMIRATES_ID = "emirates-id",
}
registerEnumType(CaptainDocumentKindValue, { name: "CaptainDocumentKind" });

export enum CaptainDocumentStateValue {
  PENDING = "PENDING",
  APPROVED = "APPROVED",
  SUPERSEDED = "SUPERSEDED",
  EXPIRED = "EXPIRED",
}
registerEnumType(CaptainDocumentStateValue, {
  name: "CaptainDocumentState",
  description: "PENDING: uploaded, awaiting review; APPROVED: the one that counts for its kind.",
});

export enum CaptainReviewStepValue {
  SUBMITTED = "SUBMITTED",
  APPROVED = "APPROVED",
  REJECTED = "REJECTED",
  EXPIRY_WARNED = "EXPIRY_WARNED",
  DOCUMENT_EXPIRED = "DOCUMENT_EXPIRED",
  PROFILE_CHANGED = "PROFILE_CHANGED",
}
registerEnumType(CaptainReviewStepValue, { name: "CaptainReviewStep" });
