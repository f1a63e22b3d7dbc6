/** Spec §5: name and phone are required and trimmed. */
export type Relationship = "FAMILY" | "FRIEND" | "COLLEAGUE" | "NEIGHBOR";
export const RELATIONSHIPS: readonly [Relationship, string][] = [
  ["FAMILY", "Family"],
  ["FRIEND", "Friend"],
  ["COLLEAGUE", "Colleague"],
  ["NEIGHBOR", "Neighbor"],
];

export interface ContactDraft {
  readonly contactName: string;
  readonly contactPhone: string;
  readonly relationship: Relationship;
}

/** The contact to add, trimmed, or null when name or phone is missing. */
export function contactInput(draft: ContactDraft): ContactDraft | null {
  const contactName = draft.contactName.trim();
  const contactPhone = draft.contactPhone.trim();
  if (!contactName || !contactPhone) return null;
  return { contactName, contactPhone, relationship: draft.relationship };
}
