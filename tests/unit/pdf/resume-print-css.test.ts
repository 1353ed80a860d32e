// The resume stylesheets keep what PDF readers need (the browser spec tests/e2e/pdf-templates.spec.ts proves it on
// printed files; this catches a new rule before any build): tracking too narrow for pdf.js and applicant-tracking
// systems to read as a space (they split words at a gap of about 0.1em), and only static Latin fonts (Chromium
// prints variable fonts as Type 3).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = path.join(process.cwd(), "components/resume-document/styles");
const sheets = readdirSync(dir)
  .filter((name) => name.endsWith(".css"))
  .map((name) => ({ name, css: readFileSync(path.join(dir, name), "utf8") }));

describe("resume stylesheets", () => {
  it("track letters by 0.05em at most", () => {
    const declarations = sheets.flatMap(({ name, css }) =>
      [...css.matchAll(/letter-spacing:\s*([^;}]+)/g)].map((m) => ({ name, value: (m[1] ?? "").trim() })),
    );
    expect(declarations.length).toBeGreaterThan(0);
    const tooWide = declarations.filter(({ value }) => {
      if (value === "normal" || value === "0") return false;
      const em = /^(-?[\d.]+)em$/.exec(value);
      return !em || Number(em[1]) > 0.05;
    });
    expect(tooWide).toEqual([]);
  });

  it("load static Latin faces only, never a variable build", () => {
    const fonts = sheets.find(({ name }) => name === "resume-fonts.css")?.css ?? "";
    expect(fonts).toContain('@import "@fontsource/inter/400.css"');
    expect(sheets.filter(({ css }) => /fontsource-variable|Variable"/.test(css)).map(({ name }) => name)).toEqual([]);
  });
});
