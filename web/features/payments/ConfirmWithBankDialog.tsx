import { Button, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useT } from "../../shared/i18n";
import { ModalDialog } from "../../shared/ui/ModalDialog";
import { paymentsMessages } from "./messages";

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
  const t = useT(paymentsMessages);
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
      title={t("bank.title")}
      footer={
        <>
          <Button
            variant="outline"
            onClick={() => answer("fail")}
            loading={pending === "fail"}
            disabled={pending !== null}
          >
            {t("bank.fail")}
          </Button>
          <Button
            colorPalette="red"
            onClick={() => answer("approve")}
            loading={pending === "approve"}
            disabled={pending !== null}
          >
            {t("bank.approve")}
          </Button>
        </>
      }
    >
      <Text>{t("bank.text", { amount: props.amountText })}</Text>
    </ModalDialog>
  );
}
