import type { Sql } from "../../domain/ports/sql";
import { AUDIT_LOG } from "../audit/auditLogSchema";
import { READ_MODEL_SCHEMA } from "../projection";

/** Where analysts find curated views over read models they may not read raw. */
export const ANALYTICS_SCHEMA = "analytics";

/**
 * Keys whose values identify or describe a person in the audit log's payloads: phone numbers,
 * Emirates IDs, chat and other free text, addresses and place labels, emails, licence plates.
 * Case-insensitive, at any depth. Secrets are already gone (redactSecrets.ts, at projection time).
 */
export const PERSONAL_KEY_PATTERN =
  "(phone|emiratesid|email|address|licenseplate|^content$|^message$|^text$|^comment$|^notes?$|^description$|^location$)";

/** Coordinates are kept to two decimals (about a kilometre): where demand is, not whose house. */
const COORDINATE_KEY_PATTERN = "^(latitude|longitude|lat|lng)$";

const REDACT_FUNCTION = `
CREATE OR REPLACE FUNCTION ${ANALYTICS_SCHEMA}.redact_payload(payload jsonb) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE SET search_path = pg_catalog, pg_temp AS $fn$
DECLARE
  result jsonb := '{}'::jsonb;
  k text;
  v jsonb;
BEGIN
  IF jsonb_typeof(payload) = 'object' THEN
    FOR k, v IN SELECT key, value FROM jsonb_each(payload) LOOP
      IF k ~* '${PERSONAL_KEY_PATTERN}' AND jsonb_typeof(v) <> 'null' THEN
        result := result || jsonb_build_object(k, '[redacted]');
      ELSIF k ~* '${COORDINATE_KEY_PATTERN}' AND jsonb_typeof(v) = 'number' THEN
        result := result || jsonb_build_object(k, round((v #>> '{}')::numeric, 2));
      ELSE
        result := result || jsonb_build_object(k, ${ANALYTICS_SCHEMA}.redact_payload(v));
      END IF;
    END LOOP;
    RETURN result;
  ELSIF jsonb_typeof(payload) = 'array' THEN
    RETURN (SELECT coalesce(jsonb_agg(${ANALYTICS_SCHEMA}.redact_payload(e) ORDER BY i), '[]'::jsonb)
              FROM jsonb_array_elements(payload) WITH ORDINALITY AS t(e, i));
  END IF;
  RETURN payload;
END
$fn$`;

/**
 * The audit log with its payloads redacted, run as the read models' owner (SECURITY DEFINER), so
 * the analyst needs no grant on the raw table. A SQL function whose body is text records no
 * dependency on rm.audit_log: a rebuild may drop and swap that table, and the function reads the
 * new one by name on its next call (a view over the table would block the rebuild's DROP).
 */
const READ_FUNCTION = `
CREATE OR REPLACE FUNCTION ${ANALYTICS_SCHEMA}.redacted_audit_log()
RETURNS TABLE (
  commit_position bigint, global_position bigint, event_id text, stream_id text, stream_revision bigint,
  event_type text, actor_user_id text, actor_role text, correlation_id text, causation_id text,
  occurred_at timestamptz, schema_version integer, data jsonb
)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $fn$
  SELECT commit_position, global_position, event_id,
         -- An email claim's stream is named after the address (domain/streams.ts, emailClaimStream).
         CASE WHEN stream_id LIKE 'email-%' THEN 'email-[redacted]' ELSE stream_id END,
         stream_revision, event_type,
         actor_user_id, actor_role, correlation_id, causation_id, occurred_at, schema_version,
         ${ANALYTICS_SCHEMA}.redact_payload(data)
    FROM ${READ_MODEL_SCHEMA}.${AUDIT_LOG}
$fn$`;

const VIEW = `CREATE OR REPLACE VIEW ${ANALYTICS_SCHEMA}.audit_log AS SELECT * FROM ${ANALYTICS_SCHEMA}.redacted_audit_log()`;

export type RawAuditLog = "revoked" | "not created yet";

/**
 * Gives `role` the redacted audit view (analytics.audit_log) and takes the raw rm.audit_log away.
 * Run inside ensureAnalystRole's transaction. When rm.audit_log
 * does not exist yet, the schema's default privileges would grant it on creation: the caller is
 * told, to run this again after the first start.
 */
export async function grantRedactedAuditView(
  tx: Sql,
  role: string,
  readModelsOwner: string,
  execute: (template: string, args: readonly string[]) => Promise<void>,
): Promise<RawAuditLog> {
  await tx.query(`CREATE SCHEMA IF NOT EXISTS ${ANALYTICS_SCHEMA}`);
  // The read models' owner owns the views over them, so the reading function can run as it.
  await execute(`ALTER SCHEMA ${ANALYTICS_SCHEMA} OWNER TO %I`, [readModelsOwner]);
  // The function's body names a table that a fresh database may not have yet.
  await tx.query("SET LOCAL check_function_bodies = off");
  for (const statement of [REDACT_FUNCTION, READ_FUNCTION, VIEW]) await tx.query(statement);
  await tx.query(`REVOKE ALL ON FUNCTION ${ANALYTICS_SCHEMA}.redacted_audit_log() FROM PUBLIC`);
  // It runs as its owner: the read models' owner, no more (not whoever ran this, maybe a superuser).
  await execute(`ALTER FUNCTION ${ANALYTICS_SCHEMA}.redacted_audit_log() OWNER TO %I`, [readModelsOwner]);
  await execute(`GRANT USAGE ON SCHEMA ${ANALYTICS_SCHEMA} TO %I`, [role]);
  await execute(`GRANT EXECUTE ON FUNCTION ${ANALYTICS_SCHEMA}.redacted_audit_log() TO %I`, [role]);
  await execute(`GRANT SELECT ON ${ANALYTICS_SCHEMA}.audit_log TO %I`, [role]);
  const { rows } = await tx.query<{ present: boolean }>("SELECT to_regclass($1) IS NOT NULL AS present", [
    `${READ_MODEL_SCHEMA}.${AUDIT_LOG}`,
  ]);
  if (!rows[0]?.present) return "not created yet";
  await execute(`REVOKE ALL ON ${READ_MODEL_SCHEMA}.${AUDIT_LOG} FROM %I`, [role]);
  return "revoked";
}
