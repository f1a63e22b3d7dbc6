import { ChakraProvider } from "@chakra-ui/react";
import { type ReactNode, useState } from "react";
import { type Client, Provider as GraphqlProvider } from "urql";
import { createGraphqlClient } from "../shared/graphql";
import { SessionProvider } from "../shared/session";
import { system } from "../shared/theme/system";

/** Theme, GraphQL client and session: everything a screen may rely on being above it. */
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
      <GraphqlProvider value={graphql}>
        <SessionProvider>{children}</SessionProvider>
      </GraphqlProvider>
    </ChakraProvider>
  );
}
