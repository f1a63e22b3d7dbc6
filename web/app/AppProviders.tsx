import { ChakraProvider } from "@chakra-ui/react";
import { type ReactNode, useState } from "react";
import { type Client, Provider as GraphqlProvider } from "urql";
import { createGraphqlClient } from "../shared/graphql";
import { ChakraLocale } from "../shared/i18n";
import { SessionProvider } from "../shared/session";
import { system } from "../shared/theme/system";
import { AccountLanguage } from "./AccountLanguage";

/** Theme and language, GraphQL client and session: everything a screen may rely on being above it. */
export function AppProviders({
  children,
  graphqlClient,
}: {
  readonly children: ReactNode;
  /** The build's renderer (prerender.tsx) has no window to open a socket from; it passes its own. */
  readonly graphqlClient?: Client;
}) {
  const [graphql] = useState(() => graphqlClient ?? createGraphqlClient());
  return (
    <ChakraProvider value={system}>
      <ChakraLocale>
        <GraphqlProvider value={graphql}>
          <SessionProvider>
            <AccountLanguage />
            {children}
          </SessionProvider>
        </GraphqlProvider>
      </ChakraLocale>
    </ChakraProvider>
  );
}
