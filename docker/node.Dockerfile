# Builds the workspace once; the api target runs the API, the web target serves one container's
# dist/ with nginx: PACKAGE is its package folder (shared/federation/containers.js), NGINX_CONF
# shell or remote (docker/nginx/<NGINX_CONF>.conf.template). docker-compose.yml sets both.
FROM node:20-bookworm-slim AS build
ENV COREPACK_INTEGRITY_KEYS=0 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CI=true
RUN corepack prepare pnpm@12.21.0 --activate && corepack enable
WORKDIR /portal
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build

FROM node:20-bookworm-slim AS api
ENV NODE_ENV=production
WORKDIR /portal
COPY --from=build /portal /portal
EXPOSE 3100
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:3100/lima/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "api/dist/main.js"]

FROM nginx:1.27-alpine AS web
ARG PACKAGE
ARG NGINX_CONF=remote
COPY --from=build /portal/${PACKAGE}/dist /usr/share/nginx/html
COPY docker/nginx/${NGINX_CONF}.conf.template /etc/nginx/templates/default.conf.template
COPY docker/nginx/access-log.conf /etc/nginx/conf.d/access-log.conf
COPY docker/nginx/runtime-files.sh /docker-entrypoint.d/40-runtime-files.sh
EXPOSE 80
# Every container has a manifest; a remote has no index.html, so / would answer 403 there.
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD wget -qO- http://127.0.0.1/mf-manifest.json >/dev/null || exit 1
