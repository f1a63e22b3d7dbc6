import { HStack, Input, InputGroup } from "@chakra-ui/react";
import { SearchIcon } from "../../shared/ui";
import { SelectInput } from "../../shared/ui/SelectInput";
import { ROW_STATUSES, type RowStatus } from "./requestsTableRules";
import { STATUS_LABEL } from "./rowText";

const STATUS_OPTIONS = ROW_STATUSES.map((value) => ({ value, label: STATUS_LABEL[value] }));

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
  return (
    <HStack gap="3" wrap="wrap" as="search">
      <InputGroup startElement={<SearchIcon />} flex="1" minW="56">
        <Input
          type="search"
          size="sm"
          placeholder="Search by id, customer or location"
          aria-label="Search requests"
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
        />
      </InputGroup>
      <SelectInput
        size="sm"
        width="44"
        aria-label="Status filter"
        value={status ?? ""}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onStatus(isRowStatus(value) ? value : null);
        }}
        placeholder="All statuses"
        options={STATUS_OPTIONS}
      />
    </HStack>
  );
}
