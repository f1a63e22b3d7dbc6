import { ChakraProvider } from "@chakra-ui/react";
import { type ReactNode, useState } from "react";
import { Provider as GraphqlProvider } from "urql";
import { createGraphqlClient } from "../shared/graphql";
import { SessionProvider } from "../shared/session";
import { system } from "../shared/theme/system";

/** Theme, GraphQL client and session: everything a screen may rely on being above it. */
export function AppProviders({ children }: { readonly children: ReactNode }) {
  const [graphql] = useState(createGraphqlClient);
  return (
    <ChakraProvider value={system}>
      <GraphqlProvider value={graphql}>
        <SessionProvider>{children}</SessionProvider>
      </GraphqlProvider>
    </ChakraProvider>
  );
}
