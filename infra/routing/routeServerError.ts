/** A routing server that answered, but not with a route (no road between the points, bad reply, HTTP error). */
export class RouteServerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RouteServerError";
  }
}

/** The JSON body of a reply, or a RouteServerError naming the status and what the server said. */
export async function jsonOf(response: Response, server: string): Promise<unknown> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new RouteServerError(`${server} answered ${response.status} with a body that is not JSON`);
  }
  return body;
}
