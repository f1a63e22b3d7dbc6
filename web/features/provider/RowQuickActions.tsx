import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { shortRequestId } from "../../shared/format";
import { notify } from "../../shared/toast";
import { MenuIcon } from "../../shared/ui";
import type { RequestRow } from "./useRequestsTable";

export interface RowQuickActionsProps {
  readonly row: RequestRow;
  readonly onShowOnMap: (row: RequestRow) => void;
}

/** The row's menu of quick actions (spec §2.10): the job on the map, call the customer, copy the id. */
export function RowQuickActions({ row, onShowOnMap }: RowQuickActionsProps) {
  const copyId = async () => {
    try {
      await navigator.clipboard.writeText(row.requestId);
      notify.success("Request ID Copied", row.requestId);
    } catch {
      notify.error("Copy Failed", "The browser did not allow copying; select the id in Details instead.");
    }
  };
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={`More actions for request ${shortRequestId(row.requestId)}`}
        >
          <MenuIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="map" onSelect={() => onShowOnMap(row)}>
              Show on map
            </Menu.Item>
            {row.customerPhone && (
              <Menu.Item value="call" asChild>
                <a href={`tel:${row.customerPhone.replace(/\s+/g, "")}`}>Call customer</a>
              </Menu.Item>
            )}
            <Menu.Item value="copy" onSelect={() => void copyId()}>
              Copy request ID
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
