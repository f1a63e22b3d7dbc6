import { Button, HStack, Text } from "@chakra-ui/react";
import { formatNumber } from "../../shared/format";
import { useT } from "../../shared/i18n";
import { SelectInput } from "../../shared/ui/SelectInput";
import { providerMessages } from "./messages";
import { PAGE_SIZES, pageCount, pagerButtons, shownRange, type TableQuery } from "./requestsTableRules";

/** Page numbers and row counts as the pager has always written them: no thousands separator. */
const count = (value: number) => formatNumber(value, { useGrouping: false });

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
  const t = useT(providerMessages);
  const pageButton = (page: number) => (
    <Button
      key={page}
      size="xs"
      variant={page === query.page ? "solid" : "outline"}
      aria-current={page === query.page ? "page" : undefined}
      aria-label={t("pager.page", { page: count(page) })}
      onClick={() => onPage(page)}
    >
      {count(page)}
    </Button>
  );
  return (
    <HStack as="nav" aria-label={t("pager.nav")} justify="space-between" wrap="wrap" gap="3">
      <HStack gap="2">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {t("pager.range", { from: count(range.from), to: count(range.to), total: count(total) })}
        </Text>
        <SelectInput
          size="xs"
          width="24"
          aria-label={t("pager.rowsPerPage")}
          value={String(query.pageSize)}
          onChange={(event) => onPageSize(Number(event.currentTarget.value))}
          options={PAGE_SIZES.map((size) => ({
            value: String(size),
            label: t("pager.perPage", { size: count(size) }),
          }))}
        />
      </HStack>
      <HStack gap="1">
        <Button
          size="xs"
          variant="ghost"
          disabled={query.page <= 1}
          onClick={() => onPage(query.page - 1)}
          aria-label={t("pager.previous")}
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
          aria-label={t("pager.next")}
        >
          ›
        </Button>
      </HStack>
    </HStack>
  );
}
