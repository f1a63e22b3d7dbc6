import { Text, Textarea } from "@chakra-ui/react";
import { type ReactNode, useEffect, useState } from "react";
import { useT } from "../../../shared/i18n";
import { DialogActions } from "../../../shared/ui/DialogActions";
import { FormField } from "../../../shared/ui/FormField";
import { ModalDialog } from "../../../shared/ui/ModalDialog";
import { adminMessages } from "../messages";

/** The server keeps reasons to 200 characters (ShortText). */
const MAX_REASON = 200;

export interface ReasonDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** What the action will do, said before the admin confirms. */
  readonly consequence: ReactNode;
  readonly actionLabel: string;
  readonly onClose: () => void;
  /** Runs the action; resolves to the server's error message, or null when it succeeded. */
  readonly onConfirm: (reason: string) => Promise<string | null>;
}

/**
 * Every admin action asks for a reason first: it is recorded in the event with the admin as the actor,
 * and shown in the audit log and the timelines.
 */
export function ReasonDialog({
  open,
  title,
  consequence,
  actionLabel,
  onClose,
  onConfirm,
}: ReasonDialogProps) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const t = useT(adminMessages);
  useEffect(() => {
    if (open) {
      setReason("");
      setError(null);
    }
  }, [open]);

  const submit = async () => {
    if (!reason.trim()) {
      setError(t("reason.required"));
      return;
    }
    setPending(true);
    const failed = await onConfirm(reason.trim());
    setPending(false);
    if (failed) setError(failed);
    else onClose();
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !next && !pending && onClose()}
      title={title}
      footerProps={{ asChild: true }}
      footer={
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogActions
            onCancel={onClose}
            cancelDisabled={pending}
            actionLabel={actionLabel}
            actionType="submit"
            pending={pending}
            pendingText={actionLabel}
          />
        </form>
      }
    >
      <Text mb="3">{consequence}</Text>
      <FormField label={t("refund.reason")} required error={error}>
        <Textarea
          aria-label={t("refund.reason")}
          value={reason}
          maxLength={MAX_REASON}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t("reason.placeholder")}
        />
      </FormField>
    </ModalDialog>
  );
}
