/** A signed-in API user for browser tests that drive the other side of a scenario over GraphQL. */
export interface GraphqlSession {
  readonly id: string;
  run<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

async function post(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
  cookie: string | null,
) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
  if (body.errors?.length)
    throw new Error(`${query.slice(0, 60)}…: ${body.errors.map((e) => e.message).join("; ")}`);
  return { data: body.data, setCookie: response.headers.get("set-cookie") };
}

/** Signs in through the login mutation and keeps the session cookie for later calls. */
export async function graphqlSignIn(
  baseUrl: string,
  email: string,
  password: string,
): Promise<GraphqlSession> {
  const { data, setCookie } = await post(
    baseUrl,
    "mutation($email: String!, $password: String!) { login(email: $email, password: $password) { id } }",
    { email, password },
    null,
  );
  const cookie = setCookie?.split(";")[0] ?? null;
  if (!cookie) throw new Error(`no session cookie after signing ${email} in`);
  return {
    id: (data as { login: { id: string } }).login.id,
    run: async <T>(query: string, variables: Record<string, unknown> = {}) =>
      (await post(baseUrl, query, variables, cookie)).data as T,
  };
}
