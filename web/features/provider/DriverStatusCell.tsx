import { Badge, Box, HStack, Progress, Text } from "@chakra-ui/react";
import { formatMinutes, formatNumber } from "../../shared/format";
import { useT } from "../../shared/i18n";
import { type DriverStatus, type DriverStatusKind, driverStatus } from "./driverStatus";
import { type ProviderT, providerMessages } from "./messages";
import { useClock } from "./useClock";

const KIND_COLOR = { delayed: "red", ahead: "green", "on-time": "blue" } as const;

function kindText(t: ProviderT, kind: Exclude<DriverStatusKind, "idle">): string {
  switch (kind) {
    case "delayed":
      return t("driver.delayed");
    case "ahead":
      return t("driver.ahead");
    case "on-time":
      return t("driver.onTime");
  }
}

/** "8:00 left", ticking by the second, then "Arriving" (spec §4). */
function arrivalText(t: ProviderT, remainingSeconds: number): string {
  if (remainingSeconds <= 0) return t("driver.arriving");
  const minutes = formatNumber(Math.floor(remainingSeconds / 60), { useGrouping: false });
  const seconds = formatNumber(remainingSeconds % 60, { minimumIntegerDigits: 2 });
  return t("driver.left", { time: `${minutes}:${seconds}` });
}

export interface DriverStatusCellProps {
  readonly status: string;
  /** When the job reached the captain (the row's timestamp). */
  readonly since: string;
  readonly estimatedArrivalMin: number;
  readonly now: Date;
}

/** Spec §4 driver status of an in-progress row: delayed/ahead/on time, completion % and arrival text. */
export function DriverStatusCell({ status, since, estimatedArrivalMin, now }: DriverStatusCellProps) {
  const t = useT(providerMessages);
  const shown: DriverStatus = driverStatus({ status, since: new Date(since), now, estimatedArrivalMin });
  if (shown.kind === "idle") return null;
  const label = kindText(t, shown.kind);
  const percent = formatNumber(shown.completionPercent / 100, { style: "percent", maximumFractionDigits: 0 });
  const estimate = formatMinutes(shown.estimatedArrivalMin);
  return (
    <Box minW="36" data-driver-status={shown.kind}>
      <HStack gap="2" mb="1">
        <Badge colorPalette={KIND_COLOR[shown.kind]} variant="subtle">
          {shown.delayMin > 0
            ? t("driver.withDelay", { status: label, delay: formatMinutes(shown.delayMin) })
            : label}
        </Badge>
        <Text fontSize="xs" color="fg.muted" aria-live="off">
          {arrivalText(t, shown.remainingSeconds)}
        </Text>
      </HStack>
      <Progress.Root
        value={shown.completionPercent}
        size="xs"
        colorPalette={KIND_COLOR[shown.kind]}
        aria-label={t("driver.progressLabel", { percent, estimate })}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="2xs" color="fg.muted" mt="0.5">
        {t("driver.progress", { percent, elapsed: formatNumber(shown.elapsedMin), estimate })}
      </Text>
    </Box>
  );
}

/** The cell on the display clock: only in-progress rows tick, so the rest of the table stays still. */
export function TickingDriverStatusCell(props: Omit<DriverStatusCellProps, "now">) {
  if (props.status !== "IN_PROGRESS") return null;
  return <TickingCell {...props} />;
}

function TickingCell(props: Omit<DriverStatusCellProps, "now">) {
  const now = useClock();
  return <DriverStatusCell {...props} now={now} />;
}
