import { Badge, Button, HStack, Input, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useMutation, useQuery } from "urql";
import { readFragment } from "../../shared/graphql";
import { useT } from "../../shared/i18n";
import { notify } from "../../shared/toast";
import { ShieldIcon } from "../../shared/ui";
import { DialogActions } from "../../shared/ui/DialogActions";
import { ModalDialog } from "../../shared/ui/ModalDialog";
import { EmergencyContactsPanel } from "./EmergencyContactsPanel";
import { type Contact, ShareFields, ShareTripMutation, TripSharesQuery } from "./familySafetyQueries";
import { familySafetyMessages } from "./messages";
import { shareLinkStatus, trackingUrl } from "./shareLink";

export interface FamilySafetyDialogProps {
  /** The request whose trip is shared. */
  readonly requestId: string;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * "Family Safety Network" (spec §2.6, §7): emergency contacts, and a public tracking link per contact
 * that works until the job ends. The new link is copied to the clipboard and listed with its state.
 */
export function FamilySafetyDialog({ requestId, open, onOpenChange }: FamilySafetyDialogProps) {
  const [{ data, fetching }, reexecute] = useQuery({
    query: TripSharesQuery,
    variables: { requestId },
    pause: !open,
    requestPolicy: "cache-and-network",
  });
  const [, share] = useMutation(ShareTripMutation);
  const [sharingWith, setSharingWith] = useState<string | null>(null);
  const t = useT(familySafetyMessages);
  const shares = (data?.tripShares ?? []).map((s) => readFragment(ShareFields, s));
  const now = new Date();

  const shareWith = async (contact: Contact) => {
    setSharingWith(contact.id);
    const result = await share({
      input: {
        requestId,
        sharedWithName: contact.contactName,
        sharedWithPhone: contact.contactPhone,
        includeLocation: true,
        includeETA: true,
        includeProviderDetails: true,
      },
    });
    setSharingWith(null);
    const created = result.data ? readFragment(ShareFields, result.data.shareTrip) : null;
    if (!created) {
      notify.error(t("share.failed"), t("share.failedText"));
      return;
    }
    reexecute({ requestPolicy: "network-only" });
    const link = trackingUrl(window.location.origin, created.shareToken);
    if (await copy(link))
      notify.success(t("share.copied"), t("share.copiedText", { name: contact.contactName, link }));
    else notify.success(t("share.sent"), t("share.sentText", { name: contact.contactName, link }));
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("share.title")}
      titleIcon={<ShieldIcon boxSize="5" color="red.600" aria-hidden />}
      size={{ base: "full", md: "lg" }}
      scrollBehavior="inside"
      contentProps={{ minH: { md: "auto" } }}
      footer={<DialogActions cancelLabel={t("share.close")} onCancel={() => onOpenChange(false)} />}
    >
      <Stack gap="5">
        <Text fontSize="sm" color="fg.muted">
          {t("share.explainer")}
        </Text>
        <EmergencyContactsPanel onShare={shareWith} sharingWith={sharingWith} />
        <Stack gap="2" as="section" aria-labelledby="shares-heading">
          <Text as="h3" id="shares-heading" fontWeight="semibold" fontSize="sm">
            {t("share.links")}
          </Text>
          {fetching && !data && <Skeleton height="10" aria-label={t("share.loading")} />}
          {data && shares.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              {t("share.none")}
            </Text>
          )}
          {shares.map((item) => {
            const status = shareLinkStatus(item, now);
            const link = trackingUrl(window.location.origin, item.shareToken);
            return (
              <Stack key={item.id} borderWidth="1px" borderRadius="lg" p="3" gap="2">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Text fontWeight="medium">{item.sharedWithName}</Text>
                  <Badge colorPalette={status.active ? "green" : "gray"}>
                    {status.active ? t("share.active") : t("share.expired")}
                  </Badge>
                </HStack>
                <Text fontSize="xs" color="fg.muted">
                  {status.text}
                </Text>
                {status.active && (
                  <HStack gap="2">
                    <Input
                      size="xs"
                      readOnly
                      value={link}
                      aria-label={t("share.linkFor", { name: item.sharedWithName })}
                    />
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={async () => {
                        if (await copy(link)) notify.success(t("share.copied"), link);
                      }}
                    >
                      {t("share.copy")}
                    </Button>
                  </HStack>
                )}
              </Stack>
            );
          })}
        </Stack>
      </Stack>
    </ModalDialog>
  );
}
