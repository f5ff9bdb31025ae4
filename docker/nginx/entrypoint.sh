#!/bin/sh
# Writes the server blocks from /etc/nginx/templates/*.template, replacing only the variables
# the environment defines (nginx's own $variables stay), runs the shell's run-time step when
# there is one, then starts nginx.
set -eu
mkdir -p /tmp/nginx
# The release store the shell's edge reads (RELEASE_STORE_URL, e.g. http://objects:9000/lender-releases
# or https://lender-releases.s3.amazonaws.com/prod): split for nginx's upstream and proxy_pass. No
# credentials: the edge reads a bucket (or prefix) that allows anonymous reads.
if [ -n "${RELEASE_STORE_URL:-}" ]; then
  scheme=${RELEASE_STORE_URL%%://*}
  rest=${RELEASE_STORE_URL#*://}
  authority=${rest%%/*}
  case $rest in */*) store_path=/${rest#*/} ;; *) store_path= ;; esac
  case $authority in *@*) echo 'RELEASE_STORE_URL must hold no credentials: the edge reads the store anonymously' >&2; exit 1 ;; esac
  case $scheme in http | https) ;; *) echo 'RELEASE_STORE_URL must be an http(s) URL' >&2; exit 1 ;; esac
  case $authority in
    *:*) server=$authority ;;
    *) if [ "$scheme" = https ]; then server=$authority:443; else server=$authority:80; fi ;;
  esac
  export RELEASE_STORE_SCHEME=$scheme RELEASE_STORE_SERVER=$server RELEASE_STORE_HOST=$authority \
    RELEASE_STORE_HOSTNAME=${authority%%:*} RELEASE_STORE_PATH=${store_path%/}
fi
defined=$(env | sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)=.*/${\1}/p' | tr '\n' ' ')
for template in /etc/nginx/templates/*.template; do
  [ -e "$template" ] || continue
  envsubst "$defined" < "$template" > "/etc/nginx/conf.d/$(basename "$template" .template)"
done
if [ -x /usr/local/bin/runtime-files ]; then /usr/local/bin/runtime-files; fi
exec "$@"
