import { Button, Text } from "@chakra-ui/react";
import { useState } from "react";
import { ModalDialog } from "../../shared/ui/ModalDialog";

export interface ConfirmWithBankDialogProps {
  readonly open: boolean;
  readonly amountText: string;
  /** Sends the card holder's answer; the caller re-submits the booking afterwards. */
  readonly onAnswer: (outcome: "approve" | "fail") => Promise<void>;
  readonly onCancel: () => void;
}

/**
 * The bank's 3-D Secure step. With the test processor the bank is simulated: Approve or Fail is the
 * answer a real bank page would give.
 */
export function ConfirmWithBankDialog(props: ConfirmWithBankDialogProps) {
  const [pending, setPending] = useState<"approve" | "fail" | null>(null);
  const answer = async (outcome: "approve" | "fail") => {
    setPending(outcome);
    try {
      await props.onAnswer(outcome);
    } finally {
      setPending(null);
    }
  };
  return (
    <ModalDialog
      open={props.open}
      onOpenChange={(open) => !open && pending === null && props.onCancel()}
      title="Confirm with your bank"
      footer={
        <>
          <Button
            variant="outline"
            onClick={() => answer("fail")}
            loading={pending === "fail"}
            disabled={pending !== null}
          >
            Fail
          </Button>
          <Button
            colorPalette="red"
            onClick={() => answer("approve")}
            loading={pending === "approve"}
            disabled={pending !== null}
          >
            Approve
          </Button>
        </>
      }
    >
      <Text>
        Your bank asks you to confirm the hold of {props.amountText} on your card. This is the test
        processor's bank page: choose Approve to confirm as your bank app would, or Fail to refuse.
      </Text>
    </ModalDialog>
  );
}
