import { isLanguage, type Language } from "../i18n";
import { apiRequest } from "./http";

interface GraphqlAnswer<T> {
  readonly data?: T | null;
  readonly errors?: readonly { readonly message: string }[];
}

/*
 * Plain POSTs to /graphql rather than urql hooks: the language switch sits in top bars and the
 * app shell, which tests (and the anonymous pages) render without a GraphQL client.
 */
async function graphqlCall<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await apiRequest<GraphqlAnswer<T>>("POST", "/graphql", { query, variables });
  if (answer.errors?.length || !answer.data) throw new Error(answer.errors?.[0]?.message ?? "no data");
  return answer.data;
}

/** The language saved on the signed-in account, or null when its owner never chose one. */
export async function fetchAccountLanguage(): Promise<Language | null> {
  const data = await graphqlCall<{ me: { preferredLanguage: string | null } | null }>(
    "query AccountLanguage { me { preferredLanguage } }",
  );
  const saved = data.me?.preferredLanguage?.toLowerCase();
  return isLanguage(saved) ? saved : null;
}

/** Saves the signed-in owner's choice, so every browser they sign in on follows it. */
export async function saveAccountLanguage(language: Language): Promise<void> {
  await graphqlCall(
    "mutation SaveAccountLanguage($language: Language!) { setPreferredLanguage(language: $language) { id } }",
    {
      language: language.toUpperCase(),
    },
  );
}
