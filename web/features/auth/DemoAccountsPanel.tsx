import { Badge, Box, Button, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from "./demoAccounts";

const ROLE_LABEL: Record<DemoAccount["role"], string> = {
  admin: "Admin",
  customer: "Customer",
  provider: "Provider",
};
const ROLE_PALETTE: Record<DemoAccount["role"], string> = {
  admin: "purple",
  customer: "blue",
  provider: "green",
};

/** The seeded accounts; picking one fills the sign-in form (spec §2.3). */
export function DemoAccountsPanel({ onPick }: { readonly onPick: (account: DemoAccount) => void }) {
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
        Demo accounts
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        Pick one to fill the form. Every demo account uses the password{" "}
        <Text as="strong">{DEMO_PASSWORD}</Text>.
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={1} gap="2">
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email}>
            <Button
              type="button"
              variant="outline"
              colorPalette="gray"
              size="sm"
              width="full"
              justifyContent="space-between"
              bg="bg"
              onClick={() => onPick(account)}
              aria-label={`Use the ${ROLE_LABEL[account.role].toLowerCase()} demo account ${account.email}`}
            >
              <Text as="span" truncate>
                {account.email}
              </Text>
              <Badge colorPalette={ROLE_PALETTE[account.role]} size="sm">
                {ROLE_LABEL[account.role]}
              </Badge>
            </Button>
          </li>
        ))}
      </SimpleGrid>
    </Box>
  );
}
