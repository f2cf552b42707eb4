# Sam — one container, SQLite on a volume. Steps mirror the README's "npm run setup" then "npm start".
# The same image runs several instances on PostgreSQL with DATABASE_URL (docker-compose.yml,
# decision 021): /data is then unused, and SESSION_SECRET must be set, the same for every instance.

# Base: Node 24 LTS on Debian 13 "trixie", Debian's current stable (bookworm is oldstable since 2025-08).
# ---- build: the app (better-sqlite3 13 ships its prebuilt Node-API binary: no compiler needed)
FROM node:24-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
# --omit=optional too: TypeScript is an optional peer of i18next and @react-router/node, kept by --omit=dev alone.
RUN npm run build && npm prune --omit=dev --omit=optional && rm -rf node_modules/.cache

# ---- runtime: production dependencies only (no TypeScript, no build tools)
FROM node:24-trixie-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATABASE_PATH=/data/app.db
WORKDIR /app
RUN mkdir -p /data && chown node:node /data
COPY --from=build --chown=node:node /app/package.json /app/server.ts ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
# `docker exec <container> npm run backup -- /data/backups/copy.db` (SQLite's online backup).
COPY --from=build --chown=node:node /app/scripts/backup.js ./scripts/backup.js
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Migrations run at start (server.ts → boot()); the heap caps are the same as `npm start`'s (decision 031).
CMD ["node", "--max-old-space-size=128", "--max-semi-space-size=16", "server.ts"]
