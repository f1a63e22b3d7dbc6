import { HStack, Progress, Text } from "@chakra-ui/react";

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

function caption(rebuild: RebuildView, percent: number): string {
  if (rebuild.phase === "done") return "Rebuilt: 100%";
  if (rebuild.phase === "swapping") return `Swapping in the new tables: ${percent}%`;
  const eta = rebuild.etaSeconds === null ? "" : `, about ${rebuild.etaSeconds} s left`;
  return `Replaying ${rebuild.done.toLocaleString("en-AE")} of ${rebuild.total.toLocaleString("en-AE")} events: ${percent}% (${rebuild.eventsPerSecond.toLocaleString("en-AE")}/s${eta})`;
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
  return (
    <HStack gap="3" minW="56">
      <Progress.Root
        value={percent}
        size="sm"
        flex="1"
        colorPalette={rebuild.phase === "done" ? "green" : "blue"}
      >
        <Progress.Track aria-label={`Rebuild of ${name}`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" whiteSpace="nowrap" data-testid={`rebuild-${name}`}>
        {caption(rebuild, percent)}
      </Text>
    </HStack>
  );
}
