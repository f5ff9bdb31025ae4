# The build stage's image: Node and pnpm (its native binary, @pnpm/exe.linux-x64, pinned and
# checked in scripts/toolchain.mjs).
ARG NODE_IMAGE=lender-base/node:24.21.0
FROM ${NODE_IMAGE}
COPY pnpm /usr/local/bin/pnpm
RUN pnpm --version
