import { Button, HStack, Text } from "@chakra-ui/react";
import { SelectInput } from "../../shared/ui/SelectInput";
import { PAGE_SIZES, pageCount, pagerButtons, shownRange, type TableQuery } from "./requestsTableRules";

const PAGE_SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} / page` }));

export interface RequestsPagerProps {
  readonly query: TableQuery;
  readonly total: number;
  readonly onPage: (page: number) => void;
  readonly onPageSize: (size: number) => void;
}

/** Page size (25/50/100/500) and up to five page buttons plus the last page (spec §9). */
export function RequestsPager({ query, total, onPage, onPageSize }: RequestsPagerProps) {
  const pages = pageCount(total, query.pageSize);
  const buttons = pagerButtons(query.page, pages);
  const range = shownRange(query, total);
  const pageButton = (page: number) => (
    <Button
      key={page}
      size="xs"
      variant={page === query.page ? "solid" : "outline"}
      aria-current={page === query.page ? "page" : undefined}
      aria-label={`Page ${page}`}
      onClick={() => onPage(page)}
    >
      {page}
    </Button>
  );
  return (
    <HStack as="nav" aria-label="Pages" justify="space-between" wrap="wrap" gap="3">
      <HStack gap="2">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {range.from}–{range.to} of {total}
        </Text>
        <SelectInput
          size="xs"
          width="24"
          aria-label="Rows per page"
          value={String(query.pageSize)}
          onChange={(event) => onPageSize(Number(event.currentTarget.value))}
          options={PAGE_SIZE_OPTIONS}
        />
      </HStack>
      <HStack gap="1">
        <Button
          size="xs"
          variant="ghost"
          disabled={query.page <= 1}
          onClick={() => onPage(query.page - 1)}
          aria-label="Previous page"
        >
          ‹
        </Button>
        {buttons.pages.map(pageButton)}
        {buttons.gapBeforeLast && (
          <Text as="span" px="1" aria-hidden="true">
            …
          </Text>
        )}
        {buttons.last !== null && pageButton(buttons.last)}
        <Button
          size="xs"
          variant="ghost"
          disabled={query.page >= pages}
          onClick={() => onPage(query.page + 1)}
          aria-label="Next page"
        >
          ›
        </Button>
      </HStack>
    </HStack>
  );
}
