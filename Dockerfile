# syntax=docker/dockerfile:1
# Kakehashi BFF (and the mock upstream, for a demo) as an image (docs/integrators.md#docker).
# Supported Node: 20.19+, 22.13+, 24 (package.json engines); `--build-arg NODE_VERSION=24`.
# The last stage is what `npm run check:prod-install` checks on a machine without Docker.
ARG NODE_VERSION=22

# Build: every dependency (dev included) to bundle the web app and the servers.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY contracts/package.json contracts/
COPY mocks/package.json mocks/
COPY bff/package.json bff/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime: a production install (no dev dependency, no install script) and the built output only.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY contracts/package.json contracts/
COPY mocks/package.json mocks/
COPY bff/package.json bff/
COPY web/package.json web/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/bff/dist bff/dist
COPY --from=build /app/mocks/dist mocks/dist
COPY --from=build /app/web/dist web/dist
# The official image's unprivileged user; the files stay root-owned, so the process cannot
# change its own code.
USER node
EXPOSE 3000
# No curl in the slim image: Node's fetch asks /healthz (the process is up; /readyz is for the
# load balancer, it also needs the upstream and Redis).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains: requests in flight finish, then the process exits (docs/architecture.md).
# The node flags are scripts/lib/gateway-node-flags.mjs's (npm start gives the same).
CMD ["node", "--max-semi-space-size=32", "bff/dist/server.js"]
