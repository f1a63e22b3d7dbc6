// Forbidden in domain/: another layer (this fixture is copied to domain/request/ before the check).
import { createPgSql } from "../../infra/sql/pgSql";

export const adapter = createPgSql;
