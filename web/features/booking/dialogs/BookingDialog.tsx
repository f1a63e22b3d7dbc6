import type { ReactNode } from "react";
import { ModalDialog } from "../../../shared/ui/ModalDialog";

export interface BookingDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
  readonly size?: "sm" | "md" | "lg";
}

/** The frame every booking modal shares: full screen on a phone, scrolling inside, buttons that wrap. */
export function BookingDialog({ open, onClose, title, children, footer, size = "md" }: BookingDialogProps) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      footer={footer}
      footerProps={{ flexWrap: "wrap" }}
      size={{ base: "full", sm: size }}
      scrollBehavior="inside"
      positionerProps={{ px: { base: "0", sm: "4" } }}
    >
      {children}
    </ModalDialog>
  );
}
