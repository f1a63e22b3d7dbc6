import { Badge, Box, Button, Heading, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import { messageWithElements, useT } from "../../shared/i18n";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from "./demoAccounts";
import { authMessages } from "./messages";

const ROLE_PALETTE: Record<DemoAccount["role"], string> = {
  admin: "purple",
  customer: "blue",
  provider: "green",
};

/** The seeded accounts; picking one fills the sign-in form (spec §2.3). */
export function DemoAccountsPanel({ onPick }: { readonly onPick: (account: DemoAccount) => void }) {
  const t = useT(authMessages);
  const roleLabel: Readonly<Record<DemoAccount["role"], string>> = {
    admin: t("demo.role.admin"),
    customer: t("demo.role.customer"),
    provider: t("demo.role.provider"),
  };
  const accountLabel = (account: DemoAccount): string => {
    const email = { email: account.email };
    const labels: Readonly<Record<DemoAccount["role"], string>> = {
      admin: t("demo.use.admin", email),
      customer: t("demo.use.customer", email),
      provider: t("demo.use.provider", email),
    };
    return labels[account.role];
  };
  const intro = messageWithElements({ password: <Text as="strong">{DEMO_PASSWORD}</Text> });
  return (
    <Box
      as="section"
      aria-labelledby="demo-accounts-heading"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      bg="bg.muted"
    >
      <Heading as="h2" id="demo-accounts-heading" size="sm" mb="1">
        {t("demo.title")}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {intro.render(t("demo.intro", intro.values))}
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={1} gap="2">
        {DEMO_ACCOUNTS.map((account) => (
          // The role badge beside the button, not in it: a button's name must hold what it shows (WCAG 2.5.3).
          <HStack as="li" key={account.email} gap="2">
            <Button
              type="button"
              variant="outline"
              colorPalette="gray"
              size="sm"
              flex="1"
              minWidth="0"
              justifyContent="start"
              bg="bg"
              onClick={() => onPick(account)}
              aria-label={accountLabel(account)}
            >
              <Text as="span" truncate dir="ltr">
                {account.email}
              </Text>
            </Button>
            <Badge colorPalette={ROLE_PALETTE[account.role]} size="sm" minWidth="20" justifyContent="center">
              {roleLabel[account.role]}
            </Badge>
          </HStack>
        ))}
      </SimpleGrid>
    </Box>
  );
}
