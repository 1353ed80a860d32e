# syntax=docker/dockerfile:1
# ResumeCraft: one image for every deployment. Every setting is read from the environment when the container starts
# (lib/server/env.ts, listed in .env.example and compose.yaml), never at build time, so the same image serves any site.
#   docker build -t resumecraft .                              # with Debian's Chromium and CJK fonts (local PDFs)
#   docker build -t resumecraft --build-arg WITH_CHROMIUM= .   # without: PDFs through PDF_BROWSER_WS_ENDPOINT
# docs/operations.md, "Container image and compose". Not yet built on the machine this was written on (no container
# engine there); tests/unit/server/container-files.test.ts checks what can be checked without one.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- dependencies: exactly the lockfile (it lists every platform's binaries; no install script is needed) ----
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund

# ---- build: Prisma client, `next build`, then only the runtime dependencies ----
FROM deps AS build
COPY . .
# The project's own postinstall (skipped above with every other install script): the Prisma client, offline.
RUN node scripts/prisma-generate.mjs \
 && node node_modules/next/dist/bin/next build \
 && npm prune --omit=dev --no-audit --no-fund \
 && mkdir /dist && mv .next /dist/.next \
 && rm -rf tests docs .swc

# ---- runtime ----
FROM ${NODE_IMAGE} AS runtime
# 1: Debian's Chromium and Noto CJK fonts, for PDFs and covers printed inside the container. Empty: neither (about
# 400 MB less), for a deployment whose PDFs go to a browser pool (PDF_BROWSER_WS_ENDPOINT, as compose.yaml does).
ARG WITH_CHROMIUM=1
# postgresql-client: pg_dump/pg_restore for `npm run backup` / `npm run restore` (15, as compose.yaml's PostgreSQL).
# Tesseract with English and Simplified Chinese, and poppler's pdftoppm: scanned and photographed resumes are read by
# OCR (lib/server/extract/run-ocr.ts; about 30 MB); without them such uploads are refused with a clear message.
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates postgresql-client \
      poppler-utils tesseract-ocr tesseract-ocr-eng tesseract-ocr-chi-sim \
 && case "${WITH_CHROMIUM}" in \
      1) apt-get install -y --no-install-recommends chromium fonts-noto-cjk ;; \
      "") ;; \
      *) echo "WITH_CHROMIUM is 1 or empty, not '${WITH_CHROMIUM}'" >&2; exit 1 ;; \
    esac \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    CHROMIUM_PATH=${WITH_CHROMIUM:+/usr/bin/chromium}
WORKDIR /app
# Code and dependencies belong to root (the app cannot change them); the build folder belongs to the app's user: at
# each start the launcher deletes the pages prerendered with other settings (scripts/lib/build-state.mjs), and Next
# keeps its cache there.
COPY --from=build /app /app
COPY --from=build --chown=node:node /dist/.next /app/.next
# The build is current for this layout: the launcher compares this fingerprint at start and never rebuilds here.
RUN node --input-type=module -e "const m = await import('./scripts/lib/build-state.mjs'); m.markBuilt(process.cwd(), '.next');" \
 && chown node:node .next/source-fingerprint \
 && mkdir -p /data node_modules/.cache \
 && chown node:node /data node_modules/.cache
# The data folder: uploads and covers (unless S3_* is set), the mail outbox, the embedded database without DATABASE_URL.
VOLUME /data
# node (uid 1000) is the base image's unprivileged user: Chromium keeps its sandbox on (lib/server/pdf/browser.ts).
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The launcher directly (not npm, which does not pass SIGTERM on): migrations, then the server; SIGTERM stops it cleanly.
CMD ["node", "scripts/start.mjs", "start"]
