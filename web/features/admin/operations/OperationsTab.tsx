import { Stack } from "@chakra-ui/react";
import { AuditLogPanel } from "./AuditLogPanel";
import { RequestTimelinePanel } from "./RequestTimelinePanel";

/** Operations: a request's timeline on top (opened from anywhere in the panel), the audit log below. */
export function OperationsTab({
  timelineRequestId,
  onOpenTimeline,
}: {
  readonly timelineRequestId: string | null;
  readonly onOpenTimeline: (requestId: string) => void;
}) {
  return (
    <Stack gap="4">
      <RequestTimelinePanel requestId={timelineRequestId} />
      <AuditLogPanel onOpenTimeline={onOpenTimeline} />
    </Stack>
  );
}
