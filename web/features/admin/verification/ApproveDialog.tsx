import { Text, Textarea } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { DialogActions } from "../../../shared/ui/DialogActions";
import { FormField } from "../../../shared/ui/FormField";
import { ModalDialog } from "../../../shared/ui/ModalDialog";

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
      title="Approve captain"
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
            actionLabel="Approve"
            actionType="submit"
            pending={pending}
            pendingText="Approve"
          />
        </form>
      }
    >
      <Text mb="3">
        {captainName} can go online and be offered jobs while their documents stay valid. Approve only after
        checking each document against the profile.
      </Text>
      <FormField label="Note (optional)" error={error}>
        <Textarea
          aria-label="Note"
          value={note}
          maxLength={MAX_NOTE}
          onChange={(event) => setNote(event.target.value)}
          placeholder="Recorded with your name in the captain's history"
        />
      </FormField>
    </ModalDialog>
  );
}
