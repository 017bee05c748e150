# ParikshaPath: build the client with the dev dependencies, then run the server in a small image
# without them, as a non-root user. No Docker engine runs where this was written: the production start
# it uses (`npm ci --omit=dev`, then `npm run start:prod` on a prebuilt dist/) was tested without it.
#
#   docker build -t parikshapath .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… parikshapath   # or a volume on /data for PGlite

# --- build: every dependency, then the client (Vite) into dist/ -------------------------------------
FROM node:20.19-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

# --- runtime dependencies only -----------------------------------------------------------------------
FROM node:20.19-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force

# --- runtime: the server (run from TypeScript by tsx, a runtime dependency) and the built client ------
FROM node:20.19-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    DIST_DIR=/app/dist
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY contract ./contract
COPY server ./server
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /healthz: 200 once the database is migrated and seeded, 503 while starting, draining or cut off.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node itself rather than npm: SIGTERM (docker stop) reaches the server, which drains, then exits.
CMD ["node", "--import", "tsx", "server/main.ts"]
