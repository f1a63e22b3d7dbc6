#!/bin/sh
# The metabase-setup service (compose profile "analytics"): on Metabase's first start, creates its
# admin account and adds Roadside's PostgreSQL as the analyst role, limited to the analytics schema,
# through Metabase's own setup API. Once Metabase has a user it does nothing (the metabase-data
# volume keeps the setup), so it is safe on every `up`.
set -eu

: "${METABASE_URL:?}" "${METABASE_ADMIN_EMAIL:?}" "${METABASE_ADMIN_PASSWORD:?}"
: "${ANALYST_ROLE:?}" "${ANALYST_PASSWORD:?}" "${POSTGRES_HOST:?}" "${POSTGRES_DB:?}"
POSTGRES_PORT="${POSTGRES_PORT:-5432}"

# A value as a JSON string: backslashes and double quotes escaped (passwords may hold either).
json() { printf '"%s"' "$(printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g')"; }

properties=$(curl -fsS "$METABASE_URL/api/session/properties")
if printf '%s' "$properties" | grep -q '"has-user-setup":true'; then
  echo "metabase-setup: Metabase is set up already; keeping it"
  exit 0
fi
token=$(printf '%s' "$properties" | sed -n 's/.*"setup-token":"\([^"]*\)".*/\1/p')
if [ -z "$token" ]; then
  echo "metabase-setup: Metabase gave no setup token at $METABASE_URL/api/session/properties" >&2
  exit 1
fi

session=$(curl -fsS -X POST "$METABASE_URL/api/setup" -H 'Content-Type: application/json' -d "{
  \"token\": $(json "$token"),
  \"user\": {\"email\": $(json "$METABASE_ADMIN_EMAIL"), \"password\": $(json "$METABASE_ADMIN_PASSWORD"),
             \"first_name\": \"Analytics\", \"last_name\": \"Admin\", \"site_name\": \"Roadside analytics\"},
  \"prefs\": {\"site_name\": \"Roadside analytics\", \"site_locale\": \"en\", \"allow_tracking\": false}
}" | sed -n 's/.*"id":"\([^"]*\)".*/\1/p')
if [ -z "$session" ]; then
  echo "metabase-setup: Metabase's setup answered without a session" >&2
  exit 1
fi

# The analytics schema only (the role can read nothing else anyway; this keeps Metabase from
# listing empty schemas), and Dubai's calendar for dates, as the analytics views count days.
curl -fsS -X POST "$METABASE_URL/api/database" -H 'Content-Type: application/json' \
  -H "X-Metabase-Session: $session" -d "{
  \"engine\": \"postgres\",
  \"name\": \"Roadside analytics\",
  \"details\": {\"host\": $(json "$POSTGRES_HOST"), \"port\": $POSTGRES_PORT, \"dbname\": $(json "$POSTGRES_DB"),
                \"user\": $(json "$ANALYST_ROLE"), \"password\": $(json "$ANALYST_PASSWORD"), \"ssl\": false,
                \"schema-filters-type\": \"inclusion\", \"schema-filters-patterns\": \"analytics\"}
}" >/dev/null
curl -fsS -X PUT "$METABASE_URL/api/setting/report-timezone" -H 'Content-Type: application/json' \
  -H "X-Metabase-Session: $session" -d '{"value": "Asia/Dubai"}' >/dev/null
echo "metabase-setup: admin $METABASE_ADMIN_EMAIL created; database \"Roadside analytics\" added as role $ANALYST_ROLE (schema analytics)"
