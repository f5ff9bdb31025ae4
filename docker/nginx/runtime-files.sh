#!/bin/sh
# Shell only: writes remotes.json and config.json from the environment, so each deployment points
# at its own remotes without rebuilding the shell. REMOTES_JSON / PORTAL_CONFIG hold the JSON.
# The build writes no .gz/.br copies of these two (shared/federation/compression.js), so nginx's
# gzip_static never sends a stale one. It also writes the page's Link header: a preconnect to each
# remote's origin, so the first remote load skips the connection set-up.
set -eu
html=/usr/share/nginx/html
[ -f "$html/index.html" ] || exit 0
if [ -n "${REMOTES_JSON:-}" ]; then printf '%s\n' "$REMOTES_JSON" > "$html/remotes.json"; fi
if [ -n "${PORTAL_CONFIG:-}" ]; then printf '%s\n' "$PORTAL_CONFIG" > "$html/config.json"; fi

links=$(grep -o 'https\?://[^/"]*' "$html/remotes.json" | sort -u |
  sed 's/.*/<&>; rel=preconnect/' | tr '\n' ',' | sed 's/,$//; s/,/, /g')
printf 'map $uri $preconnect_links {\n  default "";\n  /index.html "%s";\n}\n' "$links" \
  > /etc/nginx/conf.d/preconnect.conf
