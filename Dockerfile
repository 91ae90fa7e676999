# Production image: API, worker and built client in one image; the command picks the role.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY client/package.json client/package.json
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/dist dist
COPY --from=build /app/client/dist client/dist
COPY --from=build /app/client/dist-ssr client/dist-ssr
COPY package.json ./
# Documents' files on the embedded disk store (FILES_DIR); compose shares it as a volume between
# the API and the worker. Production sets S3_BUCKET instead.
RUN mkdir -p /data/files && chown node:node /data/files
ENV FILES_DIR=/data/files
USER node
EXPOSE 3000
CMD ["node", "dist/main.js"]
