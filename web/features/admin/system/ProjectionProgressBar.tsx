import { HStack, Progress, Text } from "@chakra-ui/react";
import { formatNumber } from "../../../shared/format";
import { type Translate, useT } from "../../../shared/i18n";
import { adminMessages } from "../messages";

export interface RebuildView {
  readonly phase: string;
  readonly done: number;
  readonly total: number;
  readonly eventsPerSecond: number;
  readonly etaSeconds: number | null;
}

/**
 * Percent of the replay done, whole numbers. Only a finished rebuild shows 100: while the new tables
 * are being swapped in, every event is replayed but the rebuild is not over, so it stops at 99.
 */
export function rebuildPercent(rebuild: RebuildView): number {
  if (rebuild.phase === "done") return 100;
  if (rebuild.total <= 0) return rebuild.phase === "swapping" ? 99 : 0;
  return Math.min(99, Math.floor((rebuild.done / rebuild.total) * 100));
}

function caption(t: Translate<typeof adminMessages.english>, rebuild: RebuildView, percent: number): string {
  if (rebuild.phase === "done") return t("rebuild.done", { percent: formatNumber(100) });
  if (rebuild.phase === "swapping") return t("rebuild.swapping", { percent: formatNumber(percent) });
  const values = {
    done: formatNumber(rebuild.done),
    total: formatNumber(rebuild.total),
    percent: formatNumber(percent),
    rate: formatNumber(rebuild.eventsPerSecond),
  };
  return rebuild.etaSeconds === null
    ? t("rebuild.replaying", values)
    : t("rebuild.replayingEta", { ...values, eta: formatNumber(rebuild.etaSeconds) });
}

/** A projection's rebuild as it happens (from the projectionProgress subscription). */
export function ProjectionProgressBar({
  name,
  rebuild,
}: {
  readonly name: string;
  readonly rebuild: RebuildView;
}) {
  const percent = rebuildPercent(rebuild);
  const t = useT(adminMessages);
  return (
    <HStack gap="3" minW="56">
      <Progress.Root
        value={percent}
        size="sm"
        flex="1"
        colorPalette={rebuild.phase === "done" ? "green" : "blue"}
      >
        <Progress.Track aria-label={t("rebuild.label", { name })}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" whiteSpace="nowrap" data-testid={`rebuild-${name}`}>
        {caption(t, rebuild, percent)}
      </Text>
    </HStack>
  );
}
