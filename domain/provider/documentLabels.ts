/** A captain document kind as English sentences name it (mails, refusals, review screens). */
export const DOCUMENT_LABELS = {
  "trade-licence": "trade licence",
  insurance: "insurance certificate",
  "emirates-id": "Emirates ID",
} as const satisfies Record<string, string>;

export type DocumentLabelKind = keyof typeof DOCUMENT_LABELS;
