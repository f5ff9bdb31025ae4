#!/bin/sh
# Shell only: writes remotes.json and config.json from the environment, so each deployment points
# at its own remotes without rebuilding the shell. REMOTES_JSON / PORTAL_CONFIG hold the JSON.
# The build writes no .gz/.br copies of these two (shared/federation/compression.js), so nginx's
# gzip_static never sends a stale one. It also writes the page's Link header: a preconnect to each
# remote's origin, so the first remote load skips the connection set-up; and the shell's CSP.
set -eu
html=/usr/share/nginx/html
[ -f "$html/index.html" ] || exit 0
if [ -n "${REMOTES_JSON:-}" ]; then printf '%s\n' "$REMOTES_JSON" > "$html/remotes.json"; fi
if [ -n "${PORTAL_CONFIG:-}" ]; then printf '%s\n' "$PORTAL_CONFIG" > "$html/config.json"; fi

origins=$(grep -o 'https\?://[^/"]*' "$html/remotes.json" | sort -u)
links=$(printf '%s\n' "$origins" | sed '/^$/d; s/.*/<&>; rel=preconnect/' | tr '\n' ',' |
  sed 's/,$//; s/,/, /g')
printf 'map $uri $preconnect_links {\n  default "";\n  /index.html "%s";\n}\n' "$links" \
  > /etc/nginx/conf.d/preconnect.conf

# The shell's Content-Security-Policy, as scripts/serve-static.mjs builds it: this origin, the
# remotes' origins, config.json's apiBaseUrl (for calls) and streetViewUrl (the deal picture's
# images). Inline styles: Radix's scroll lock.
remotes=$(printf '%s\n' "$origins" | sed '/^$/d' | tr '\n' ' ' | sed 's/ $//')
api=$(grep -o '"apiBaseUrl" *: *"https\?://[^/"]*' "$html/config.json" 2>/dev/null |
  grep -o 'https\?://.*' || true)
streetview=$(grep -o '"streetViewUrl" *: *"https\?://[^/"?{]*' "$html/config.json" 2>/dev/null |
  grep -o 'https\?://.*' || true)
from="'self'${remotes:+ $remotes}"
csp="default-src 'self'; script-src $from; style-src 'self' 'unsafe-inline'${remotes:+ $remotes}"
csp="$csp; img-src 'self' data:${remotes:+ $remotes}${streetview:+ $streetview}; font-src $from"
csp="$csp; connect-src $from${api:+ $api}; object-src 'none'; base-uri 'self'"
csp="$csp; form-action 'self'; frame-ancestors 'none'"
printf 'map $uri $content_security_policy {\n  ~^/lima/api/ "";\n  default "%s";\n}\n' "$csp" \
  > /etc/nginx/conf.d/csp.conf
