// Our templates printed to PDF without a build or a server, for `npm run bench:parse --direct`: the print page's
// document component (components/resume-document) rendered to static markup with its stylesheets and self-hosted fonts,
// as tests/integration/support/print-page-server.ts stands in for the print route, and printed by Chromium with the
// render's own options (lib/server/pdf/render-pdf.ts). The print page runs no script, so what Next adds around it is
// not printed; the PDF differs from a download only in what is written after printing (the document info and the
// attached resume, issue 25), which the parser's text path does not read.
import fs from "node:fs";
import { register } from "node:module";
import path from "node:path";
import { createJiti } from "jiti";
import puppeteer from "puppeteer-core";
import { root } from "../../lib/launch-env.mjs";

// The document component imports its stylesheets for the bundler; here they are served to Chromium instead.
const CSS_HOOK = `export async function load(url, context, next) {
  return url.endsWith(".css") ? { format: "module", source: "export default {};", shortCircuit: true } : next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(CSS_HOOK)}`);

const STYLESHEETS = [
  "components/resume-document/styles/resume-fonts.css",
  "components/resume-document/styles/resume-base.css",
  "components/resume-document/styles/resume-parts.css",
  "components/resume-document/styles/templates-one.css",
  "components/resume-document/styles/templates-two.css",
  "app/print/print.css",
];
const ORIGIN = "http://print.bench";
const FONTS = path.join(root, "node_modules/@fontsource");
const TYPES = { ".css": "text/css", ".woff2": "font/woff2", ".woff": "font/woff" };

/** Chromium and the document component; `print(data, config)` answers the PDF's bytes. */
export async function openOwnPrinter() {
  const jiti = createJiti(import.meta.url, {
    jsx: { runtime: "automatic" },
    // Not the shared transform cache: it is keyed by file, not by options, and other loads compile JSX differently.
    fsCache: false,
    alias: { "@": root, "server-only": path.join(root, "node_modules/server-only/empty.js") },
  });
  const { ResumeDocument } = await jiti.import(path.join(root, "components/resume-document/resume-document.tsx"));
  const { renderToStaticMarkup } = await import("react-dom/server");
  const { createElement } = await import("react");
  const stylesheet = STYLESHEETS.map((file) => fs.readFileSync(path.join(root, file), "utf8"))
    .join("\n")
    .replace(/@import "@fontsource\//g, '@import "/fonts/');
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--font-render-hinting=none"],
  });
  return {
    async print(data, config) {
      const body = renderToStaticMarkup(createElement(ResumeDocument, { data, config }));
      const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="/print/styles.css"></head><body class="print-body">${body}</body></html>`;
      const page = await browser.newPage();
      try {
        await page.setRequestInterception(true);
        page.on("request", (request) => {
          const url = new URL(request.url());
          if (url.origin !== ORIGIN) return request.abort();
          if (url.pathname === "/print") return request.respond({ contentType: "text/html", body: html });
          if (url.pathname === "/print/styles.css")
            return request.respond({ contentType: "text/css", body: stylesheet });
          const file = path.normalize(path.join(FONTS, decodeURIComponent(url.pathname.slice("/fonts/".length))));
          if (!url.pathname.startsWith("/fonts/") || !file.startsWith(FONTS) || !fs.existsSync(file))
            return request.respond({ status: 404, body: "" });
          return request.respond({ contentType: TYPES[path.extname(file)], body: fs.readFileSync(file) });
        });
        await page.goto(`${ORIGIN}/print`, { waitUntil: "load", timeout: 30_000 });
        await page.evaluate(() => document.fonts.ready);
        return Buffer.from(
          await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true, tagged: true, outline: true }),
        );
      } finally {
        await page.close();
      }
    },
    close: () => browser.close(),
  };
}
