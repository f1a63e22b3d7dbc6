import { Text, Textarea } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useT } from "../../../shared/i18n";
import { DialogActions } from "../../../shared/ui/DialogActions";
import { FormField } from "../../../shared/ui/FormField";
import { ModalDialog } from "../../../shared/ui/ModalDialog";
import { adminMessages } from "../messages";

/** The server keeps notes to 200 characters (ShortText). */
const MAX_NOTE = 200;

export interface ApproveDialogProps {
  readonly open: boolean;
  readonly captainName: string;
  readonly onClose: () => void;
  /** Runs the approval; resolves to the server's error message, or null when it succeeded. */
  readonly onConfirm: (note: string | null) => Promise<string | null>;
}

/** Approve a captain, with an optional note kept in their review history and the audit log. */
export function ApproveDialog({ open, captainName, onClose, onConfirm }: ApproveDialogProps) {
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const t = useT(adminMessages);
  useEffect(() => {
    if (open) {
      setNote("");
      setError(null);
    }
  }, [open]);

  const submit = async () => {
    setPending(true);
    const failed = await onConfirm(note.trim() === "" ? null : note.trim());
    setPending(false);
    if (failed) setError(failed);
    else onClose();
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !next && !pending && onClose()}
      title={t("approve.title")}
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
            actionLabel={t("approve.action")}
            actionType="submit"
            pending={pending}
            pendingText={t("approve.action")}
          />
        </form>
      }
    >
      <Text mb="3">{t("approve.consequence", { name: captainName })}</Text>
      <FormField label={t("approve.noteOptional")} error={error}>
        <Textarea
          aria-label={t("approve.note")}
          value={note}
          maxLength={MAX_NOTE}
          onChange={(event) => setNote(event.target.value)}
          placeholder={t("approve.notePlaceholder")}
        />
      </FormField>
    </ModalDialog>
  );
}
