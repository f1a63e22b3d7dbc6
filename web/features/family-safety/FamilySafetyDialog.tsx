import { Badge, Button, HStack, Input, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useMutation, useQuery } from "urql";
import { readFragment } from "../../shared/graphql";
import { notify } from "../../shared/toast";
import { ShieldIcon } from "../../shared/ui";
import { DialogActions } from "../../shared/ui/DialogActions";
import { ModalDialog } from "../../shared/ui/ModalDialog";
import { EmergencyContactsPanel } from "./EmergencyContactsPanel";
import { type Contact, ShareFields, ShareTripMutation, TripSharesQuery } from "./familySafetyQueries";
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
      notify.error("Sharing Failed", "Unable to send safety alert. Please try again.");
      return;
    }
    reexecute({ requestPolicy: "network-only" });
    const link = trackingUrl(window.location.origin, created.shareToken);
    if (await copy(link))
      notify.success("Tracking Link Copied", `Send it to ${contact.contactName}: ${link}`);
    else notify.success("Safety Alert Sent", `${contact.contactName} can follow your trip at ${link}`);
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Family Safety Network"
      titleIcon={<ShieldIcon boxSize="5" color="red.600" aria-hidden />}
      size={{ base: "full", md: "lg" }}
      scrollBehavior="inside"
      contentProps={{ minH: { md: "auto" } }}
      footer={<DialogActions cancelLabel="Close" onCancel={() => onOpenChange(false)} />}
    >
      <Stack gap="5">
        <Text fontSize="sm" color="fg.muted">
          The people you share with get a live tracking link: location updates go out every minute while your
          captain is on the way, and an automatic safety check-in happens within 2 minutes of completion. The
          link stops working when the job ends.
        </Text>
        <EmergencyContactsPanel onShare={shareWith} sharingWith={sharingWith} />
        <Stack gap="2" as="section" aria-labelledby="shares-heading">
          <Text as="h3" id="shares-heading" fontWeight="semibold" fontSize="sm">
            Shared tracking links
          </Text>
          {fetching && !data && <Skeleton height="10" aria-label="Loading shared links" />}
          {data && shares.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              Not shared with anyone yet.
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
                    {status.active ? "Active" : "Expired"}
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
                      aria-label={`Tracking link for ${item.sharedWithName}`}
                    />
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={async () => {
                        if (await copy(link)) notify.success("Tracking Link Copied", link);
                      }}
                    >
                      Copy
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
