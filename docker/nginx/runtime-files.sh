#!/bin/sh
# Shell only, at start: config.json from the build's, with PORTAL_CONFIG (JSON) instead when set;
# the page's Link header (a preconnect to each remote's origin, so the first remote load skips
# the connection set-up) and the shell's CSP, from the origins the environment's remotes.json
# names. A deploy moves a remote to another release under the same origin: these stay right.
set -eu
html=/usr/share/nginx/html
remotes=/releases/remotes.json
if [ -n "${PORTAL_CONFIG:-}" ]; then
  printf '%s\n' "$PORTAL_CONFIG" > /tmp/nginx/config.json
else
  cp "$html/config.json" /tmp/nginx/config.json
fi
[ -f "$remotes" ] || { echo "runtime-files: $remotes is missing (has the release store been filled?)" >&2; exit 1; }

origins=$(grep -o 'https\?://[^/"]*' "$remotes" | sort -u)
links=$(printf '%s\n' "$origins" | sed '/^$/d; s/.*/<&>; rel=preconnect/' | tr '\n' ',' |
  sed 's/,$//; s/,/, /g')
printf 'map $uri $preconnect_links {\n  default "";\n  /index.html "%s";\n}\n' "$links" \
  > /etc/nginx/conf.d/preconnect.conf

# The shell's Content-Security-Policy, as scripts/serve-static.mjs builds it: this origin, the
# remotes' origins, config.json's apiBaseUrl (for calls) and streetViewUrl (the deal picture's
# images). Inline styles: Radix's scroll lock.
config=/tmp/nginx/config.json
list=$(printf '%s\n' "$origins" | sed '/^$/d' | tr '\n' ' ' | sed 's/ $//')
api=$(grep -o '"apiBaseUrl" *: *"https\?://[^/"]*' "$config" 2>/dev/null |
  grep -o 'https\?://.*' || true)
streetview=$(grep -o '"streetViewUrl" *: *"https\?://[^/"?{]*' "$config" 2>/dev/null |
  grep -o 'https\?://.*' || true)
from="'self'${list:+ $list}"
csp="default-src 'self'; script-src $from; style-src 'self' 'unsafe-inline'${list:+ $list}"
csp="$csp; img-src 'self' data:${list:+ $list}${streetview:+ $streetview}; font-src $from"
csp="$csp; connect-src $from${api:+ $api}; object-src 'none'; base-uri 'self'"
csp="$csp; form-action 'self'; frame-ancestors 'none'"
printf 'map $uri $content_security_policy {\n  ~^/lima/api/ "";\n  default "%s";\n}\n' "$csp" \
  > /etc/nginx/conf.d/csp.conf
