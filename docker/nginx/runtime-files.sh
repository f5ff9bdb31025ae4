#!/bin/sh
# Shell only, at start: config.json from the build's, with PORTAL_CONFIG (JSON) instead when set;
# the page's Link header (a preload of the API client's code; a preconnect to each origin other
# than this one a remote is served from, REMOTE_ORIGINS, space-separated, so the first remote load
# skips the connection set-up: none while every remote is served from /remotes/, ADR 015) and the
# shell's CSP, from the same origins. The edge holds no release of its own (ADR 017): a remote
# moved to another origin (a CDN's) is named here when its base in remotes.json is.
set -eu
# RUNTIME_FILES_ROOT: a folder that stands for / (scripts/static/shell-csp.test.mjs runs this
# script there); unset in the image.
root=${RUNTIME_FILES_ROOT:-}
html=$root/usr/share/nginx/html
config=$root/tmp/nginx/config.json
confd=$root/etc/nginx/conf.d
if [ -n "${PORTAL_CONFIG:-}" ]; then
  printf '%s\n' "$PORTAL_CONFIG" > "$config"
else
  cp "$html/config.json" "$config"
fi
origins=$(printf '%s\n' ${REMOTE_ORIGINS:-} | grep -o '^https\?://[^/"]*' | sort -u || true)
links=$(printf '%s\n' "$origins" | sed '/^$/d; s/.*/<&>; rel=preconnect/' | tr '\n' ',' |
  sed 's/,$//; s/,/, /g')
printf 'map $uri $preconnect_links {\n  default "";\n  /index.html "%s";\n}\n' "$links" \
  > "$confd/preconnect.conf"

# On every address of the SPA but the sign-in page's (/), the page also preloads the API client's
# code (scripts/static/page-links.mjs, which serve-static uses, says why).
client=$(cd "$html" && ls api-client.*.js 2>/dev/null | head -n 1 || true)
{
  printf 'map "$uri:$request_uri" $api_client_preload {\n  default "";\n'
  if [ -n "$client" ]; then
    printf '  ~^/index\\.html:/(\\?.*)?$ "";\n'
    printf '  ~^/index\\.html: "</%s>; rel=preload; as=script";\n' "$client"
  fi
  printf '}\n'
} > "$confd/api-client.conf"

# The shell's Content-Security-Policy: the policy scripts/serve-static.mjs sends, as
# scripts/static/shell-csp.mjs builds it (the image's build writes it with placeholders to
# /etc/nginx/shell-csp.template), with this origin's remotes, config.json's apiBaseUrl (for calls)
# and its streetViewUrl (the deal picture's images) in place of the placeholders.
list=$(printf '%s\n' "$origins" | sed '/^$/d' | tr '\n' ' ' | sed 's/ $//')
api=$(grep -o '"apiBaseUrl" *: *"https\?://[^/"]*' "$config" 2>/dev/null |
  grep -o 'https\?://.*' || true)
streetview=$(grep -o '"streetViewUrl" *: *"https\?://[^/"?{]*' "$config" 2>/dev/null |
  grep -o 'https\?://.*' || true)
csp=$(sed "s| @REMOTE_ORIGINS@|${list:+ $list}|g; s| @API_ORIGIN@|${api:+ $api}|g
  s| @STREET_VIEW_ORIGIN@|${streetview:+ $streetview}|g" "$root/etc/nginx/shell-csp.template")
printf 'map $uri $content_security_policy {\n  ~^/lima/api/ "";\n  default "%s";\n}\n' "$csp" \
  > "$confd/csp.conf"
