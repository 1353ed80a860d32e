// JSON Resume documents rendered through themes published on npm (jsonresume-theme-*, devDependencies) and printed
// to PDF by Chromium, for the held-out evaluation set (issue 24 item 1). Every request the page makes off the machine
// (web fonts, icon sheets, Bootstrap from a CDN) is refused: the page prints with what it has, as it would offline.
// Each print answers the PDF and what the page shows (its rendered text, and the addresses of links whose text is
// visible), from which the truth is cut.
import puppeteer from "puppeteer-core";

export const THEMES = ["even", "stackoverflow", "macchiato", "paper", "actual", "spartan", "onepage", "kendall"];

async function themeRender(theme) {
  const name = `jsonresume-theme-${theme}`;
  // import() loads the CommonJS themes too (their exports as `default`).
  const mod = await import(name);
  const render = mod.render ?? mod.default?.render;
  if (typeof render !== "function") throw new Error(`${name} has no render(resume)`);
  return render;
}

/** A Chromium for the run; `print(theme, doc)` answers { bytes, shown, anchored }. */
export async function openThemePrinter() {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--font-render-hinting=none"],
  });
  const renders = new Map();
  return {
    async print(theme, doc) {
      if (!renders.has(theme)) renders.set(theme, await themeRender(theme));
      // A theme may change the object it is given; each render gets its own copy.
      const html = await renders.get(theme)(structuredClone(doc));
      const page = await browser.newPage();
      try {
        await page.setRequestInterception(true);
        page.on("request", (request) =>
          /^(?:data|about|blob):/.test(request.url()) ? request.continue() : request.abort(),
        );
        await page.setContent(html, { waitUntil: "load", timeout: 30_000 });
        const { shown, anchored } = await page.evaluate(() => ({
          shown: document.body.innerText,
          anchored: [...document.querySelectorAll("a[href]")]
            .filter((a) => a.innerText.trim() !== "")
            .map((a) => a.href),
        }));
        const bytes = Buffer.from(await page.pdf({ format: "A4", printBackground: true }));
        return { bytes, shown, anchored };
      } finally {
        await page.close();
      }
    },
    close: () => browser.close(),
  };
}
