#!/bin/sh
# Runs once, when the postgres volume is first initialised (the official image runs
# /docker-entrypoint-initdb.d as the superuser). The least-privilege split of README "Deploy":
# an owner role (migrations, grants; MIGRATION_DATABASE_URL) and the app's role (DATABASE_URL),
# neither of them a superuser. The passwords come from the uncommitted .env file.
set -eu
: "${ROADSIDE_OWNER_DB_PASSWORD:?set it in .env (see .env.example)}"
: "${ROADSIDE_APP_DB_PASSWORD:?set it in .env (see .env.example)}"
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v db="$POSTGRES_DB" \
  -v owner="${ROADSIDE_OWNER_ROLE:-roadside_owner}" \
  -v app="${ROADSIDE_APP_ROLE:-roadside_app}" \
  -v owner_password="$ROADSIDE_OWNER_DB_PASSWORD" \
  -v app_password="$ROADSIDE_APP_DB_PASSWORD" <<'SQL'
CREATE ROLE :"owner" LOGIN NOSUPERUSER NOCREATEDB CREATEROLE PASSWORD :'owner_password';
CREATE ROLE :"app" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD :'app_password';
-- The owner acts for the app's read models when it sets up analysts (npm run analyst-role).
GRANT :"app" TO :"owner";
ALTER DATABASE :"db" OWNER TO :"owner";
-- Only roles granted CONNECT (the owner grants the app and the analysts) may connect.
REVOKE ALL ON DATABASE :"db" FROM PUBLIC;
SQL
