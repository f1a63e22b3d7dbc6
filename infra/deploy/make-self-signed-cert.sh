#!/bin/sh
# The `certs` service of docker-compose.yml: on the first `docker compose up`, a self-signed
# certificate for local use, so nginx can terminate TLS at once. Never overwrites a certificate
# already in CERT_DIR: put a real one there (README "Deploy", TLS) and it stays.
set -eu
CERT_DIR="${CERT_DIR:-/certs}"
TLS_HOSTNAME="${TLS_HOSTNAME:-localhost}"
if [ -s "$CERT_DIR/tls.crt" ] && [ -s "$CERT_DIR/tls.key" ]; then
  echo "certs: $CERT_DIR/tls.crt exists; keeping it"
  exit 0
fi
# The compose service runs plain Alpine: fetch openssl only when a certificate must be made.
command -v openssl >/dev/null 2>&1 || apk add --no-cache openssl >/dev/null
mkdir -p "$CERT_DIR"
umask 077
openssl req -x509 -newkey rsa:2048 -sha256 -nodes -days 825 \
  -subj "/CN=$TLS_HOSTNAME" \
  -addext "subjectAltName=DNS:$TLS_HOSTNAME,DNS:localhost,IP:127.0.0.1" \
  -keyout "$CERT_DIR/tls.key" -out "$CERT_DIR/tls.crt" 2>/dev/null
# nginx's workers read the key as their own user.
chmod 644 "$CERT_DIR/tls.crt"
chmod 640 "$CERT_DIR/tls.key"
echo "certs: made a self-signed certificate for $TLS_HOSTNAME in $CERT_DIR (browsers will warn: local use only)"
