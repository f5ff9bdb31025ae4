#!/bin/sh
# Writes the server blocks from /etc/nginx/templates/*.template, replacing only the variables
# the environment defines (nginx's own $variables stay), runs the shell's run-time step when
# there is one, then starts nginx.
set -eu
mkdir -p /tmp/nginx
defined=$(env | sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)=.*/${\1}/p' | tr '\n' ' ')
for template in /etc/nginx/templates/*.template; do
  [ -e "$template" ] || continue
  envsubst "$defined" < "$template" > "/etc/nginx/conf.d/$(basename "$template" .template)"
done
if [ -x /usr/local/bin/runtime-files ]; then /usr/local/bin/runtime-files; fi
exec "$@"
