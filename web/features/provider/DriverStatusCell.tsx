import { Badge, Box, HStack, Progress, Text } from "@chakra-ui/react";
import { type DriverStatus, driverStatus } from "./driverStatus";

const KIND_COLOR = { delayed: "red", ahead: "green", "on-time": "blue" } as const;
const KIND_TEXT = { delayed: "Delayed", ahead: "Ahead", "on-time": "On time" } as const;

export interface DriverStatusCellProps {
  readonly status: string;
  /** When the job reached the captain (the row's timestamp). */
  readonly since: string;
  readonly estimatedArrivalMin: number;
  readonly now: Date;
}

/** Spec §4 driver status of an in-progress row: delayed/ahead/on time, completion % and arrival text. */
export function DriverStatusCell({ status, since, estimatedArrivalMin, now }: DriverStatusCellProps) {
  const shown: DriverStatus = driverStatus({ status, since: new Date(since), now, estimatedArrivalMin });
  if (shown.kind === "idle") return null;
  return (
    <Box minW="36" data-driver-status={shown.kind}>
      <HStack gap="2" mb="1">
        <Badge colorPalette={KIND_COLOR[shown.kind]} variant="subtle">
          {KIND_TEXT[shown.kind]}
          {shown.delayMin > 0 ? ` +${shown.delayMin} min` : ""}
        </Badge>
        <Text fontSize="xs" color="fg.muted" aria-live="off">
          {shown.arrivalText}
        </Text>
      </HStack>
      <Progress.Root
        value={shown.completionPercent}
        size="xs"
        colorPalette={KIND_COLOR[shown.kind]}
        aria-label={`${shown.completionPercent}% of the estimated ${shown.estimatedArrivalMin} min`}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="2xs" color="fg.muted" mt="0.5">
        {shown.completionPercent}% · {shown.elapsedMin} of {shown.estimatedArrivalMin} min
      </Text>
    </Box>
  );
}
