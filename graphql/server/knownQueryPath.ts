import type { FastifyReply, FastifyRequest } from "fastify";
import {
  type DocumentNode,
  execute,
  type GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
  getOperationAST,
  parse,
  specifiedRules,
  type ValidationRule,
  validate,
} from "graphql";
import { type CompiledQuery, compileQuery, isCompiledQuery } from "graphql-jit";
import type { GraphqlContext } from "../context/graphqlContext";
import type { CostCheck } from "../limits/costLimit";

/** A query text that parsed and passed every validation rule (the limits included), with its operations. */
interface KnownDocument {
  document: DocumentNode;
  /** By operation name ("" for the anonymous or only one): the query operation compiled, or null when the name picks no query. */
  operations: Map<string, KnownOperation | null>;
}

interface KnownOperation {
  /** graphql-jit's compilation of it, or null where graphql-jit declined (graphql-js then runs it alone). */
  compiled: CompiledQuery | null;
}

export interface KnownQueryPathOptions {
  schema: GraphQLSchema;
  /** The limit rules Apollo also runs (depth, aliases, cost), after graphql-js's specified rules. */
  validationRules: readonly ValidationRule[];
  /** The cost limit Apollo checks once the variables are known: an operation over it goes to Apollo, which refuses it. */
  costCheck: CostCheck;
  /** Apollo's formatError, the same function: an error reads the same whichever path answered. */
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  context: (request: FastifyRequest, reply: FastifyReply) => Promise<GraphqlContext>;
  /** Distinct query texts remembered (the oldest goes first); each is parsed and validated once. */
  maxDocuments?: number;
}

export interface KnownQueryPath {
  /**
   * Answers a plain query (JSON POST, no extensions, a valid document, variables that coerce) and returns
   * true; returns false, having done nothing, for everything else, which Apollo then handles as usual.
   */
  answer(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** After Apollo answered: which content type it negotiated for this Accept header (learned, not guessed). */
  learnContentType(request: FastifyRequest, reply: FastifyReply): void;
}

const APPLICATION_JSON = "application/json; charset=utf-8";
const MAX_ACCEPT_HEADERS = 64;
/**
 * Longer query texts go to Apollo: the texts are the cache's keys, and a thousand request bodies of
 * the maximum size would otherwise be held in memory. The app's own operations are a few KB.
 */
const MAX_QUERY_LENGTH = 16 * 1024;

/**
 * The read path of a query, without Apollo's per-request pipeline: "known" once its text has been parsed and
 * validated here (the first time it comes), which is then remembered by the text itself. Apollo Server
 * already caches parsed and validated documents, but to find them it hashes the query text (SHA-256), runs
 * its plugin hooks (a dozen awaits), negotiates the content type twice and reshapes the request and the
 * response: on the bench's read of one request that was about a sixth of the server's CPU (profiled). Here a query text maps straight
 * to its validated document, compiled once by graphql-jit (a query plan of plain JavaScript: the bench's
 * read went from 0.35 to 0.27 ms of server CPU, graphql-js `execute` before), run with the same schema, context,
 * validation rules and error formatting as Apollo's; the answer has Apollo's bytes and headers.
 *
 * Only what certainly needs nothing else takes this path: a JSON POST of one query (mutations,
 * subscriptions, GET, batches, persisted queries and extensions go to Apollo), whose text parses and
 * validates (else Apollo answers with its errors), whose variables coerce (checked by `execute` before any
 * resolver runs; else Apollo answers 400), with an Accept header Apollo has already answered once (its
 * negotiated content type is reused). A successful read runs each resolver once; a read that ends in
 * errors is run again by graphql-js, whose errors are the reference (queries only read, so that is safe).
 */
export function knownQueryPath(options: KnownQueryPathOptions): KnownQueryPath {
  const { schema, formatError, context } = options;
  const rules = [...specifiedRules, ...options.validationRules];
  const maxDocuments = options.maxDocuments ?? 1000;
  const documents = new Map<string, KnownDocument | null>();
  /** Accept header → the content type Apollo chose for it; a missing header is always plain JSON. */
  const contentTypes = new Map<string, string>();

  const remember = (query: string, known: KnownDocument | null) => {
    // Insertion order makes the Map a cheap FIFO: drop the oldest when full.
    if (documents.size >= maxDocuments) documents.delete(documents.keys().next().value as string);
    documents.set(query, known);
  };

  /** The validated document, or null when Apollo must answer (a syntax or validation error). */
  const documentOf = (query: string): KnownDocument | null => {
    const cached = documents.get(query);
    if (cached !== undefined) return cached;
    let known: KnownDocument | null = null;
    try {
      const document = parse(query);
      if (validate(schema, document, rules).length === 0) known = { document, operations: new Map() };
    } catch {
      // A syntax error: Apollo answers it.
    }
    remember(query, known);
    return known;
  };

  return {
    async answer(request, reply) {
      if (request.method !== "POST") return false;
      const contentType = contentTypeFor(request.headers.accept, contentTypes);
      if (contentType === null || !isJsonPost(request)) return false;
      const body = request.body as Record<string, unknown>;
      const { query, variables, operationName } = body;
      if (typeof query !== "string" || query === "" || query.length > MAX_QUERY_LENGTH) return false;
      if (body.extensions != null) return false;
      if (variables != null && !isPlainRecord(variables)) return false;
      if (operationName != null && typeof operationName !== "string") return false;

      const known = documentOf(query);
      if (!known) return false;
      const name = operationName ?? "";
      let operation = known.operations.get(name);
      if (operation === undefined) {
        operation = knownOperation(schema, known.document, operationName ?? undefined);
        known.operations.set(name, operation);
      }
      if (operation === null) return false;
      if (
        options.costCheck({
          document: known.document,
          operationName,
          variables: variables as Record<string, unknown> | null | undefined,
        })
      )
        return false;

      let contextValue: GraphqlContext;
      try {
        contextValue = await context(request, reply);
      } catch {
        return false; // Apollo reports a failed context its own way (and creating one has no effects)
      }
      const variableValues = (variables as Record<string, unknown> | null | undefined) ?? undefined;
      const reference = () =>
        execute({
          schema,
          document: known.document,
          contextValue,
          variableValues,
          operationName: operationName ?? undefined,
        });
      let result = operation.compiled
        ? await operation.compiled.query(undefined, contextValue, variableValues ?? {})
        : await reference();
      // graphql-jit answers successes exactly as graphql-js does, but its errors differ in detail (no
      // locations where the query has variables). A query only reads, so graphql-js runs it again and
      // its answer, errors included, is the one sent: the fast path never changes what a client sees.
      if (operation.compiled && result.errors !== undefined && result.data !== undefined)
        result = await reference();
      // No data at all: the variables did not coerce, and no resolver ran. Apollo answers that (400).
      if (result.data === undefined) return false;

      let status = 200;
      const errors = result.errors?.map((error) => {
        const { formatted, httpStatus } = formattedError(error, formatError);
        if (httpStatus !== undefined) status = httpStatus;
        return formatted;
      });
      // Apollo's field order (errors, data, extensions) and its trailing newline.
      const json = `${JSON.stringify({ errors, data: result.data, extensions: result.extensions })}\n`;
      reply.code(status).header("content-type", contentType).send(json);
      return true;
    },

    learnContentType(request, reply) {
      const accept = request.headers.accept;
      if (accept === undefined || contentTypes.has(accept) || contentTypes.size >= MAX_ACCEPT_HEADERS) return;
      if (reply.statusCode !== 200) return;
      const negotiated = reply.getHeader("content-type");
      if (typeof negotiated === "string" && negotiated.includes("json")) contentTypes.set(accept, negotiated);
    },
  };
}

/** The named (or only) operation when it is a query, with graphql-jit's compilation of it. */
function knownOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
): KnownOperation | null {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== "query") return null;
  let compiled: CompiledQuery | null = null;
  try {
    const outcome = compileQuery(schema, document, operationName);
    if (isCompiledQuery(outcome)) compiled = outcome;
  } catch {
    // graphql-jit does not support something in this document: graphql-js executes it.
  }
  return { compiled };
}

/** Apollo's answer type for this Accept header when known: plain JSON without one (Apollo's rule too). */
function contentTypeFor(accept: string | undefined, known: ReadonlyMap<string, string>): string | null {
  if (accept === undefined || accept === "") return APPLICATION_JSON;
  return known.get(accept) ?? null;
}

/** A JSON body that is one operation (not a batch): what Apollo's CSRF guard lets through as well. */
function isJsonPost(request: FastifyRequest): boolean {
  const type = request.headers["content-type"];
  return typeof type === "string" && /^application\/json\s*(;|$)/i.test(type) && isPlainRecord(request.body);
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * As Apollo formats an execution error (its errorNormalize): a code where the error has none, an
 * `http` extension taken out into the answer's status, then formatError; a formatter that throws gives
 * the bare internal error.
 */
function formattedError(
  error: GraphQLError,
  formatError: KnownQueryPathOptions["formatError"],
): { formatted: GraphQLFormattedError; httpStatus?: number } {
  const extensions: Record<string, unknown> = {
    ...error.extensions,
    code: error.extensions.code ?? "INTERNAL_SERVER_ERROR",
  };
  let httpStatus: number | undefined;
  const http = extensions.http as { status?: unknown } | undefined;
  if (typeof http === "object" && http !== null) {
    if (typeof http.status === "number") httpStatus = http.status;
    delete extensions.http;
  }
  try {
    return { formatted: formatError({ ...error.toJSON(), extensions }, error), httpStatus };
  } catch {
    return { formatted: { message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR" } } };
  }
}
