# The portal's images, from one build of the workspace. docker-compose.yml builds each target:
#   api       the API: its bundle and production dependencies only (pnpm deploy --prod)
#   release   the release tool with every remote's build: fills the release store on first start
#             and runs scripts/release.mjs against the environment (publish, canary, deploy, …)
#   shell     nginx serving the shell, its run-time files, /lima/api from the API replicas and
#             the remotes' releases from the release store
# Every image runs as a non-root user. The base images are Debian 13 with the Node LTS from the
# npm registry (docker/base/build.mjs makes them where no image registry is reachable).
ARG DEBIAN_IMAGE=lender-base/debian:13
ARG NODE_IMAGE=lender-base/node:24.21.0
ARG PNPM_IMAGE=lender-base/pnpm:12.21.0

FROM ${PNPM_IMAGE} AS build
ENV CI=true PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
WORKDIR /home/node/portal
# The manifests first: the install layer is rebuilt only when a dependency changes.
COPY --chown=node package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY --chown=node shared/package.json shared/
COPY --chown=node shared/contracts/package.json shared/contracts/
COPY --chown=node shell/package.json shell/
COPY --chown=node mfe-auth/package.json mfe-auth/
COPY --chown=node mfe-deals/package.json mfe-deals/
COPY --chown=node mfe-construction/package.json mfe-construction/
COPY --chown=node mfe-servicing/package.json mfe-servicing/
COPY --chown=node mfe-account/package.json mfe-account/
COPY --chown=node api/package.json api/
COPY --chown=node e2e/package.json e2e/
RUN pnpm install --frozen-lockfile
COPY --chown=node . .
RUN pnpm build \
  && pnpm --filter @lender/api deploy --prod /home/node/out/api \
  && mkdir -p /home/node/out/release/node_modules /home/node/out/release/shared \
  && cp -rL node_modules/semver node_modules/aws4fetch /home/node/out/release/node_modules/ \
  && cp -r scripts /home/node/out/release/ \
  && cp -r shared/federation /home/node/out/release/shared/ \
  && pnpm --filter @lender/api exec esbuild ../shared/contracts/src/pageDeclaration.ts --bundle \
       --platform=node --format=cjs --log-level=warning \
       --outfile=/home/node/out/release/shared/federation/page-declaration.cjs \
  && for remote in mfe-auth mfe-deals mfe-construction mfe-servicing mfe-account; do \
       mkdir -p "/home/node/out/release/$remote" \
       && cp "$remote/package.json" "/home/node/out/release/$remote/" \
       && cp -r "$remote/dist" "/home/node/out/release/$remote/"; \
     done \
  && cp -r shell/dist /home/node/out/shell \
  && node scripts/static/shell-csp.mjs --nginx-template > /home/node/out/shell-csp.template

FROM ${NODE_IMAGE} AS api
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3100 \
  DATA_DIR=/var/lib/lender/data UPLOAD_DIR=/var/lib/lender/uploads
USER root
RUN mkdir -p /var/lib/lender/data /var/lib/lender/uploads && chown -R node:node /var/lib/lender
# Owned by root: the process cannot change its own code.
COPY --from=build /home/node/out/api /app
WORKDIR /app
USER node
EXPOSE 3100
HEALTHCHECK --interval=5s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3100/lima/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/main.js"]

FROM ${NODE_IMAGE} AS release
# The store is RELEASE_STORE (the compose file's bucket); the environment its remotes.json.
ENV REMOTES_FILE=remotes.json
COPY --from=build /home/node/out/release /portal
WORKDIR /portal
USER node
ENTRYPOINT ["node", "scripts/release.mjs"]
CMD ["list"]

FROM ${DEBIAN_IMAGE} AS nginx
# Debian 13's nginx (security fixes from Debian) with the brotli module for the builds' .br copies.
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static gettext-base \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/conf.d/* \
  && groupadd --system --gid 101 nginx \
  && useradd --system --uid 101 --gid nginx --no-create-home --shell /usr/sbin/nologin nginx \
  && mkdir -p /tmp/nginx /etc/nginx/templates \
  && chown nginx:nginx /tmp/nginx /etc/nginx/conf.d
COPY docker/nginx/nginx.conf docker/nginx/access-log.conf docker/nginx/release-store-proxy.conf /etc/nginx/
COPY docker/nginx/entrypoint.sh /usr/local/bin/nginx-entrypoint
USER nginx
EXPOSE 8080
ENTRYPOINT ["nginx-entrypoint"]
CMD ["nginx", "-g", "daemon off;"]

FROM nginx AS shell
COPY --from=build /home/node/out/shell /usr/share/nginx/html
COPY docker/nginx/shell.conf.template /etc/nginx/templates/
COPY docker/nginx/runtime-files.sh /usr/local/bin/runtime-files
# The shell's CSP with placeholders for the run-time origins (runtime-files fills them in).
COPY --from=build /home/node/out/shell-csp.template /etc/nginx/shell-csp.template
HEALTHCHECK --interval=5s --timeout=3s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080 && printf 'GET /index.html HTTP/1.0\\r\\n\\r\\n' >&3 && head -1 <&3 | grep -q ' 200 '"]
