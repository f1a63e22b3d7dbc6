import { HStack, Input, InputGroup } from "@chakra-ui/react";
import { useT } from "../../shared/i18n";
import { SearchIcon } from "../../shared/ui";
import { SelectInput } from "../../shared/ui/SelectInput";
import { providerMessages } from "./messages";
import { ROW_STATUSES, type RowStatus } from "./requestsTableRules";
import { statusLabel } from "./rowText";

export interface RequestsToolbarProps {
  readonly search: string;
  readonly status: RowStatus | null;
  readonly onSearch: (search: string) => void;
  readonly onStatus: (status: RowStatus | null) => void;
}

function isRowStatus(value: string): value is RowStatus {
  return (ROW_STATUSES as readonly string[]).includes(value);
}

/** Search (pickup words, customer, id) and the status filter. */
export function RequestsToolbar({ search, status, onSearch, onStatus }: RequestsToolbarProps) {
  const t = useT(providerMessages);
  return (
    <HStack gap="3" wrap="wrap" as="search">
      <InputGroup startElement={<SearchIcon />} flex="1" minW="56">
        <Input
          type="search"
          size="sm"
          placeholder={t("toolbar.searchPlaceholder")}
          aria-label={t("toolbar.search")}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
        />
      </InputGroup>
      <SelectInput
        size="sm"
        width="44"
        aria-label={t("toolbar.statusFilter")}
        value={status ?? ""}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onStatus(isRowStatus(value) ? value : null);
        }}
        placeholder={t("toolbar.allStatuses")}
        options={ROW_STATUSES.map((value) => ({ value, label: statusLabel(t, value) }))}
      />
    </HStack>
  );
}
