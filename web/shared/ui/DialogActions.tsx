import { Button } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useT } from "../i18n";
import { uiMessages } from "./messages";

export interface DialogActionsProps {
  /** Cancel, Close or Back: an outline button that dismisses or steps back. */
  readonly onCancel: () => void;
  readonly cancelLabel?: string;
  readonly cancelDisabled?: boolean;
  /** The primary action (red); none when absent, e.g. a dialog that only shows something. */
  readonly actionLabel?: ReactNode;
  /** Not needed when the action submits a form (actionType "submit"). */
  readonly onAction?: () => void;
  readonly actionType?: "button" | "submit";
  readonly actionDisabled?: boolean;
  /** While the action runs: a spinner and this text, and the button cannot be pressed again. */
  readonly pending?: boolean;
  readonly pendingText?: string;
}

/** A dialog footer's buttons: Cancel (or Close, Back) and the primary action. */
export function DialogActions({
  onCancel,
  cancelLabel,
  cancelDisabled,
  actionLabel,
  onAction,
  actionType = "button",
  actionDisabled,
  pending,
  pendingText,
}: DialogActionsProps) {
  const t = useT(uiMessages);
  return (
    <>
      <Button variant="outline" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel ?? t("cancel")}
      </Button>
      {actionLabel !== undefined && (
        <Button
          type={actionType}
          colorPalette="red"
          onClick={onAction}
          disabled={actionDisabled}
          loading={pending}
          loadingText={pendingText}
        >
          {actionLabel}
        </Button>
      )}
    </>
  );
}
