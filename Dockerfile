# syntax=docker/dockerfile:1
# Debian slim, not Alpine: the KurrentDB client's native bridge (and @node-rs/argon2's) has no musl build.

# 1. Everything, to build the web app (Vite is a dev dependency).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# A local package of the lockfile (openapi-typescript with its own TypeScript 5, a dev tool).
COPY tools/openapi-typescript-ts5/package.json tools/openapi-typescript-ts5/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web

# 2. Production dependencies only (tsx, the TypeScript loader `npm start` runs on, is one of them).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# A local package of the lockfile (openapi-typescript with its own TypeScript 5, a dev tool).
COPY tools/openapi-typescript-ts5/package.json tools/openapi-typescript-ts5/
RUN npm ci --omit=dev --no-audit --no-fund

# 3. The runtime: sources, production node_modules, the built web app. No compilers, no dev tools.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/roadside
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY domain ./domain
COPY command-api ./command-api
COPY projections ./projections
COPY graphql ./graphql
COPY infra ./infra
COPY --from=build /app/web/dist ./web/dist
RUN mkdir -p /var/lib/roadside && chown node:node /var/lib/roadside
USER node
EXPOSE 3000
# /readyz: store and read models reachable, projections caught up. Compose and orchestrators use it.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself as PID 1 handles SIGTERM (graceful shutdown in infra/main.ts); no npm wrapper to swallow it.
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=64", "--import", "tsx", "infra/main.ts"]
