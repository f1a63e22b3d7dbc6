/**
 * An answer whose JSON text is already made (see serialisers/serviceRequestJson.ts): the route
 * sends it as it is, with the content type Fastify gives the JSON it serialises itself, so a client
 * cannot tell the two apart.
 */
export class PreSerialisedJson {
  constructor(readonly text: string) {}
}

export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";
