import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { shortRequestId } from "../../shared/format";
import { useT } from "../../shared/i18n";
import { notify } from "../../shared/toast";
import { MenuIcon } from "../../shared/ui";
import { providerMessages } from "./messages";
import type { RequestRow } from "./useRequestsTable";

export interface RowQuickActionsProps {
  readonly row: RequestRow;
  readonly onShowOnMap: (row: RequestRow) => void;
}

/** The row's menu of quick actions (spec §2.10): the job on the map, call the customer, copy the id. */
export function RowQuickActions({ row, onShowOnMap }: RowQuickActionsProps) {
  const t = useT(providerMessages);
  const copyId = async () => {
    try {
      await navigator.clipboard.writeText(row.requestId);
      notify.success(t("quick.copied"), row.requestId);
    } catch {
      notify.error(t("quick.copyFailed"), t("quick.copyFailedText"));
    }
  };
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t("quick.more", { id: shortRequestId(row.requestId) })}
        >
          <MenuIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="map" onSelect={() => onShowOnMap(row)}>
              {t("showOnMap")}
            </Menu.Item>
            {row.customerPhone && (
              <Menu.Item value="call" asChild>
                <a href={`tel:${row.customerPhone.replace(/\s+/g, "")}`}>{t("quick.call")}</a>
              </Menu.Item>
            )}
            <Menu.Item value="copy" onSelect={() => void copyId()}>
              {t("quick.copy")}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
