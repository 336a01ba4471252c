# syntax=docker/dockerfile:1
# Production image: build the client with Vite, run the Bun server as a non-root user.
# Migrations run at start (src/index.ts); point DATABASE_URL at PostgreSQL for several instances.

FROM oven/bun:1.4 AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Bun reads package-lock.json, so the image gets the same versions as npm installs.
RUN bun install --ignore-scripts

FROM deps AS build
COPY . .
RUN bun x vite build && bun x vite build -c vite.boot.config.ts && bun scripts/compress-build.ts

# Only `dependencies`: Vite, Storybook, Playwright, TypeScript and the other devDependencies stay in the
# build stage. The preload plugin in bunfig.toml (scripts/build/) imports only Bun's built-in `bun` module.
FROM oven/bun:1.4 AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN bun install --production --ignore-scripts

FROM oven/bun:1.4-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json bunfig.toml tsconfig.json ./
COPY src ./src
COPY web ./web
# Server rendering imports the client's generated GraphQL documents from schema/generated.
COPY schema ./schema
COPY migrations ./migrations
COPY scripts/build ./scripts/build
RUN mkdir -p /data && chown bun:bun /data
USER bun
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s CMD bun -e "fetch('http://127.0.0.1:3000/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["bun", "src/index.ts"]
