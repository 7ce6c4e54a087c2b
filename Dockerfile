# Otklik API image: the Fastify API with the built web app, run as one stateless process per container.
# docs/deploy.md describes the production shape (N of these behind a load balancer, PostgreSQL, optional Redis).
FROM node:20-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run build \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
WORKDIR /app/apps/api
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM: stop accepting, finish in-flight requests, drain pg-boss (running sends finish, up to 10 s), close the pool.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "src/server.ts"]
