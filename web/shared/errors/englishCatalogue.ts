import { DOCUMENT_LABELS } from "../../../domain/provider/documentLabels";
import { ERROR_REASONS } from "../../../domain/shared/errorReasons";

/*
 * The "errors" catalogue's English, built from the server's own table (domain/shared/errorReasons.ts):
 * every reason's template as is, then the words a param can be translated by. Only the test that
 * keeps messages/en.json equal to this and the script that writes it (web/scripts/writeErrorCatalogue.ts)
 * import it, so the app's bundle carries the JSON catalogue, not the server's table.
 */

/**
 * The values of params a client says in its reader's words: `kind:value` keys ("field:email",
 * "status:in-progress"). English keeps the server's word; other languages translate it. A value
 * without a key is shown as it is.
 */
export const TERMS = {
  field: [
    "accountName",
    "acceptedFeeAed",
    "amountAed",
    "amountFils",
    "bankReference",
    "body",
    "capacity",
    "city",
    "color",
    "comment",
    "contactName",
    "contactPhone",
    "content",
    "currentPassword",
    "cursor",
    "cvc",
    "description",
    "destination",
    "destinationLatitude",
    "destinationLongitude",
    "email",
    "emirate",
    "emirates",
    "emiratesId",
    "expMonth",
    "expYear",
    "expiresOn",
    "file",
    "finalPrice",
    "from",
    "fuelType",
    "iban",
    "imageFile",
    "imageUrl",
    "insuranceExpiry",
    "insurancePolicyNumber",
    "lat",
    "latitude",
    "licensePlate",
    "limit",
    "lng",
    "longitude",
    "make",
    "messageIds",
    "model",
    "name",
    "newPassword",
    "note",
    "number",
    "offset",
    "password",
    "paymentMethod",
    "phone",
    "pickupLatitude",
    "pickupLocation",
    "pickupLongitude",
    "plate",
    "priority",
    "providerId",
    "quoteId",
    "rating",
    "reason",
    "relationship",
    "scheduledAt",
    "search",
    "serviceType",
    "services",
    "sharedWithName",
    "sharedWithPhone",
    "status",
    "to",
    "token",
    "towingEquipmentId",
    "tradeLicenceExpiry",
    "tradeLicenceNumber",
    "tradeName",
    "truckName",
    "truckType",
    "userType",
    "vehicleColor",
    "vehicleMake",
    "vehicleModel",
    "vehicleName",
    "vehicleYear",
    "weekEnd",
    "weekStart",
    "year",
  ],
  resource: [
    "Account",
    "Asset",
    "Captain",
    "Contact",
    "Document",
    "Emergency contact",
    "Equipment",
    "Image",
    "Message",
    "Payout run",
    "Photo",
    "Request",
    "Share",
    "User",
    "Vehicle",
  ],
  status: [
    "none",
    "quoted",
    "pending",
    "accepted",
    "in-progress",
    "completed",
    "cancelled",
    "unassigned",
    "authorized",
    "captured",
    "voided",
    "capture-failed",
  ],
  role: ["customer", "provider", "admin", "system"],
  withdrawReason: [
    "expired",
    "unassigned",
    "on-another-job",
    "suspended",
    "accepted-by-another",
    "cancelled",
    "reassigned",
  ],
  declineReason: [
    "declined",
    "insufficient-funds",
    "expired-card",
    "incorrect-cvc",
    "authentication-failed",
    "processing-error",
  ],
  paymentMethod: ["card", "cash", "apple-pay"],
  serviceType: ["towing", "jump-start", "tire-change", "fuel-delivery"],
} as const;

/** What `{{x, roles}}` and `{{x, documents}}` write each item as, in English. */
const ROLE_PEOPLE = { customer: "customers", provider: "providers", admin: "admins", system: "systems" };

export function englishErrorCatalogue(): Record<string, string> {
  const catalogue: Record<string, string> = { ...ERROR_REASONS };
  for (const [kind, values] of Object.entries(TERMS))
    for (const value of values) catalogue[`${kind}:${value}`] = value;
  for (const [role, people] of Object.entries(ROLE_PEOPLE)) catalogue[`roles:${role}`] = people;
  for (const [kind, label] of Object.entries(DOCUMENT_LABELS)) catalogue[`document:${kind}`] = label;
  return catalogue;
}
