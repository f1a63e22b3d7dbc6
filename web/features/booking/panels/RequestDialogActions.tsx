import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { useT } from "../../../shared/i18n";
import { ChatDialog } from "../../chat";
import { FamilySafetyDialog } from "../../family-safety";
import { PhotoDialog } from "../../photos";
import { bookingMessages } from "../messages";

export interface RequestDialogActionsProps {
  readonly requestId: string;
  /** Whom the customer is writing to, when a captain is assigned. */
  readonly captainName?: string | null;
}

type OpenDialog = "chat" | "photos" | "safety" | null;

/** Message, Photos and Family Safety for the active request (spec §2.4): each opens its feature's dialog. */
export function RequestDialogActions({ requestId, captainName }: RequestDialogActionsProps) {
  const t = useT(bookingMessages);
  const [open, setOpen] = useState<OpenDialog>(null);
  const openChange = (dialog: Exclude<OpenDialog, null>) => (next: boolean) => setOpen(next ? dialog : null);
  return (
    <>
      <Button size="sm" variant="surface" onClick={() => setOpen("chat")}>
        {t("actions.message")}
      </Button>
      <Button size="sm" variant="surface" onClick={() => setOpen("photos")}>
        {t("actions.photos")}
      </Button>
      <Button size="sm" variant="surface" onClick={() => setOpen("safety")}>
        {t("actions.familySafety")}
      </Button>
      <ChatDialog
        requestId={requestId}
        open={open === "chat"}
        onOpenChange={openChange("chat")}
        otherPartyName={captainName ?? null}
      />
      <PhotoDialog requestId={requestId} open={open === "photos"} onOpenChange={openChange("photos")} />
      <FamilySafetyDialog
        requestId={requestId}
        open={open === "safety"}
        onOpenChange={openChange("safety")}
      />
    </>
  );
}
