// Stands in for the app's print routes (app/print/resume/[id]/page.tsx, and a cover letter's
// app/print/cover-letter/[id]/page.tsx, in app/print/layout.tsx) where no Next server runs: the same checks (the signed print token, a printable resume read from the database), the same document
// component, stylesheets and self-hosted fonts (served from node_modules/@fontsource as the build would). Next's own
// markup and scripts are missing, and the print page runs no script anyway (lib/server/pdf/browser.ts). A print
// page can be held back until the test releases it, to have a render in flight at a chosen moment.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CoverLetterDocument } from "@/components/cover-letter-document/cover-letter-document";
import { ResumeDocument } from "@/components/resume-document/resume-document";
import { applyPdfFormat } from "@/lib/server/pdf/apply-pdf-format";
import { verifyPrintToken } from "@/lib/server/pdf/print-token";
import { letterPrintSubject } from "@/lib/server/pdf/render-cover-letter-pdf";
import { findPrintableCoverLetter } from "@/lib/server/services/cover-letters/find-printable-cover-letter";
import { findPrintableResume } from "@/lib/server/services/pdf/find-printable-resume";
import { ZPdfFormat } from "@/lib/shared/validations/pdf/download";
import { listenLocal } from "@/tests/fakes/listen-local";

export type PrintRequest = { path: string; host: string; userAgent: string };
export type HeldPage = { arrived: Promise<void>; release: () => void };

export type PrintPageServer = {
  origin: string;
  port: number;
  requests: () => PrintRequest[];
  /** Holds the next print page of `resumeId` until `release()`; `arrived` resolves when it is asked for. */
  hold: (resumeId: string) => HeldPage;
  /** Closes the socket of the next request for `resumeId`'s print page that is not Chromium's (the server's fetch for
   *  a body swap, lib/server/pdf/load-print-page.ts) without an answer, as a server closing a kept-alive socket does. */
  dropNextFetch: (resumeId: string) => void;
  close: () => Promise<void>;
};

const root = process.cwd();
const fontsDir = path.join(root, "node_modules/@fontsource");
const STYLESHEETS = [
  "components/resume-document/styles/resume-fonts.css",
  "components/resume-document/styles/resume-base.css",
  "components/resume-document/styles/resume-parts.css",
  "components/resume-document/styles/templates-one.css",
  "components/resume-document/styles/templates-two.css",
  "components/cover-letter-document/cover-letter.css",
  "app/print/print.css",
];
// The bundler resolves `@import "@fontsource/…"`; here those files are served under /fonts/.
const stylesheet = STYLESHEETS.map((file) => readFileSync(path.join(root, file), "utf8"))
  .join("\n")
  .replace(/@import "@fontsource\//g, '@import "/fonts/');
const CONTENT_TYPES: Record<string, string> = { ".css": "text/css", ".woff2": "font/woff2", ".woff": "font/woff" };

// Like Next under the page proxy's CSP (lib/server/security/page-security.ts), every print page gets a fresh nonce on
// its head's tags and in its Content-Security-Policy: two renders of one route never have byte-identical heads.
function page(body: string, nonce: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="/print/styles.css" nonce="${nonce}"><script src="/print/inert.js" async nonce="${nonce}"></script></head><body class="print-body">${body}</body></html>`;
}

const contentSecurityPolicy = (nonce: string) =>
  `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; ` +
  `img-src 'self' data: blob:; font-src 'self' data:`;

async function printResume(url: URL, id: string, nonce: string): Promise<string | null> {
  const token = url.searchParams.get("token") ?? undefined;
  if (!verifyPrintToken(id, token)) return null;
  const resume = await findPrintableResume(id, url.searchParams.get("audience") === "public" ? "public" : "owner");
  if (!resume) return null;
  const format = ZPdfFormat.catch("two").parse(url.searchParams.get("format"));
  return page(
    renderToStaticMarkup(
      createElement(ResumeDocument, { data: applyPdfFormat(resume.data, format), config: resume.config }),
    ),
    nonce,
  );
}

async function printCoverLetter(url: URL, id: string, nonce: string): Promise<string | null> {
  if (!verifyPrintToken(letterPrintSubject(id), url.searchParams.get("token") ?? undefined)) return null;
  const letter = await findPrintableCoverLetter(id);
  if (!letter) return null;
  return page(
    renderToStaticMarkup(
      createElement(CoverLetterDocument, { body: letter.body, lang: letter.lang, resume: letter.resume }),
    ),
    nonce,
  );
}

function serveFont(response: ServerResponse, pathname: string): void {
  const file = path.normalize(path.join(fontsDir, decodeURIComponent(pathname.slice("/fonts/".length))));
  const type = CONTENT_TYPES[path.extname(file)];
  if (!file.startsWith(`${fontsDir}${path.sep}`) || !type) return void response.writeHead(404).end();
  try {
    response.writeHead(200, { "Content-Type": type, "Cache-Control": "max-age=3600" }).end(readFileSync(file));
  } catch {
    response.writeHead(404).end();
  }
}

export async function startPrintPageServer(): Promise<PrintPageServer> {
  const requests: PrintRequest[] = [];
  const holds = new Map<string, { arrive: () => void; released: Promise<void> }>();
  const drops = new Set<string>();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://print.test");
    requests.push({
      path: url.pathname,
      host: request.headers.host ?? "",
      userAgent: request.headers["user-agent"] ?? "",
    });
    if (url.pathname === "/print/styles.css") {
      return void response.writeHead(200, { "Content-Type": "text/css" }).end(stylesheet);
    }
    if (url.pathname.startsWith("/fonts/")) return serveFont(response, url.pathname);
    // Next's chunks; the print page runs no script (lib/server/pdf/browser.ts), so Chromium never asks for it.
    if (url.pathname === "/print/inert.js")
      return void response.writeHead(200, { "Content-Type": "text/javascript" }).end();
    const letterId = /^\/print\/cover-letter\/([^/]+)$/.exec(url.pathname)?.[1];
    const id = letterId ?? /^\/print\/resume\/([^/]+)$/.exec(url.pathname)?.[1];
    if (!id) return void response.writeHead(404).end();
    if (drops.has(id) && !(request.headers["user-agent"] ?? "").includes("Chrome")) {
      drops.delete(id);
      return void request.socket.destroy();
    }
    const held = holds.get(id);
    if (held) {
      holds.delete(id);
      held.arrive();
      await held.released;
    }
    const nonce = randomBytes(16).toString("base64");
    const html = letterId
      ? await printCoverLetter(url, decodeURIComponent(id), nonce)
      : await printResume(url, decodeURIComponent(id), nonce);
    if (html === null) return void response.writeHead(404).end();
    response
      .writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": contentSecurityPolicy(nonce),
      })
      .end(html);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  const port = await listenLocal(server);
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests: () => [...requests],
    hold: (resumeId) => {
      let arrive = () => undefined as void;
      let release = () => undefined as void;
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.set(resumeId, { arrive, released });
      return { arrived, release };
    },
    dropNextFetch: (resumeId) => drops.add(resumeId),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
