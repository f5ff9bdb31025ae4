#!/bin/sh
# First start: a cluster in PGDATA, reachable from the compose network with a password only,
# and the lender role owning the lender database. Later starts: PostgreSQL as it is.
set -eu
if [ -n "${POSTGRES_PASSWORD_FILE:-}" ]; then POSTGRES_PASSWORD=$(cat "$POSTGRES_PASSWORD_FILE"); fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD (or POSTGRES_PASSWORD_FILE)}"
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" > "$pwfile"
  initdb --username=postgres --pwfile="$pwfile" --auth-local=peer --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  rm -f "$pwfile"
  printf "listen_addresses = '*'\n" >> "$PGDATA/postgresql.conf"
  printf 'host all all 0.0.0.0/0 scram-sha-256\nhost all all ::/0 scram-sha-256\n' >> "$PGDATA/pg_hba.conf"
  pg_ctl --wait --options="-c listen_addresses=''" start >/dev/null
  psql --quiet --username=postgres --dbname=postgres --set=ON_ERROR_STOP=1 \
    --set=password="$POSTGRES_PASSWORD" <<'SQL'
CREATE ROLE lender LOGIN PASSWORD :'password';
CREATE DATABASE lender OWNER lender;
SQL
  pg_ctl --wait stop >/dev/null
  echo 'postgres: cluster created with the lender role and database'
fi
exec "$@"
