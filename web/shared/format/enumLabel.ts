/** A GraphQL enum value as people write it: "RAS_AL_KHAIMAH" → "Ras Al Khaimah", "JUMP_START" → "Jump Start". */
export const enumLabel = (value: string): string =>
  value
    .toLowerCase()
    .split("_")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
