# syntax=docker/dockerfile:1
# One image for both servers (docs/operations.md, "Containers"): the api is the default command,
# the bff runs with `node bff/dist/server.js`. Configured only through the environment
# (.env.example); production unless NODE_ENV says otherwise.
ARG NODE_VERSION=22
ARG PG_MAJOR=17

# --- 1. every dependency, to build ---
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY api/package.json api/
COPY bff/package.json bff/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund

# --- 2. the compiled servers (api/dist, bff/dist) and the built web app (web/dist) ---
FROM deps AS build
COPY . .
RUN npm run build

# --- 3. production dependencies of the servers only (no web, no build or test tools) ---
FROM node:${NODE_VERSION}-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY api/package.json api/
COPY bff/package.json bff/
COPY web/package.json web/
RUN npm ci --omit=dev --no-audit --no-fund -w api -w bff -w domain \
  && mkdir -p api/node_modules bff/node_modules

# --- 4. what runs ---
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ARG PG_MAJOR
# pg_dump/pg_restore of the server's major version, for `node api/dist/backup.js`.
RUN apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates curl gnupg \
  && install -d /usr/share/postgresql-common/pgdg \
  && curl -fsSL -o /usr/share/postgresql-common/pgdg/apt.postgresql.org.asc https://www.postgresql.org/media/keys/ACCC4CF8.asc \
  && echo "deb [signed-by=/usr/share/postgresql-common/pgdg/apt.postgresql.org.asc] https://apt.postgresql.org/pub/repos/apt bookworm-pgdg main" > /etc/apt/sources.list.d/pgdg.list \
  && apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-${PG_MAJOR} \
  && apt-get purge -y curl gnupg && apt-get autoremove -y \
  && rm -rf /var/lib/apt/lists/*
# MALLOC_ARENA_MAX as scripts/start.mjs sets it: two malloc arenas instead of one per thread.
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  DATA_DIR=/app/data \
  MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=prod-deps /app/api/node_modules ./api/node_modules
COPY --from=prod-deps /app/bff/node_modules ./bff/node_modules
COPY package.json ./
COPY domain/package.json domain/
COPY domain/data domain/data
COPY api/package.json api/
COPY api/drizzle api/drizzle
COPY bff/package.json bff/
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/bff/dist bff/dist
COPY --from=build /app/web/dist web/dist
COPY scripts/healthcheck.mjs scripts/
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 4000 4001
# SERVICE=api (default) or bff: which server's readiness the check asks.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 CMD ["node", "scripts/healthcheck.mjs"]
# The heap flags of scripts/start.mjs (docs/performance.md): RSS under 200 MB per server.
CMD ["node", "--heap-growing-percent=50", "--max-semi-space-size=8", "api/dist/server.js"]
