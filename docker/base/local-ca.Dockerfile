# The certificate authorities this machine added to its trust (a network that inspects TLS),
# added to the Debian image's (docker/base/build.mjs; only when there are any).
ARG DEBIAN_IMAGE=lender-base/debian:13
FROM ${DEBIAN_IMAGE}
COPY *.crt /usr/local/share/ca-certificates/
RUN update-ca-certificates
