// Font sheets (lib/server/fonts/font-sheets.ts): the public page's per-font sheets declare exactly the faces the print
// path's resume-fonts.css does, each file they name exists, a resume gets its Chinese face only when it shows such
// text, and the interface's stack puts the platforms' Chinese fonts before the web font, which no sheet every page
// blocks on declares.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  fontFileUrl,
  fontSheet,
  fontSheetHref,
  fontSheets,
  isFontSheetId,
  readFontFile,
  resumeFontSheets,
  type FontSheetId,
} from "@/lib/server/fonts/font-sheets";
import { needsCjkFace, resumeFonts } from "@/lib/shared/resume/fonts";

const read = (file: string) => readFileSync(path.join(process.cwd(), file), "utf8");
const sheetIds = Object.keys(fontSheets) as FontSheetId[];

describe("font sheets", () => {
  it("declare, over the resume fonts, exactly the faces the print path's resume-fonts.css imports", () => {
    const printed = [...read("components/resume-document/styles/resume-fonts.css").matchAll(/@import "([^"]+)"/g)]
      .map((m) => m[1])
      .sort();
    const linked = sheetIds
      .filter((id) => id !== "ui-sc")
      .flatMap((id) => fontSheets[id].files.map((file) => `@fontsource/${fontSheets[id].pkg}/${file}.css`))
      .sort();
    expect(linked).toEqual(printed);
  });

  it("have a sheet for every resume font", () => {
    expect(resumeFonts.map((font) => font.id).filter((id) => !isFontSheetId(id))).toEqual([]);
  });

  it.each(sheetIds)("%s: every url() is our font route with the package's version, and the file exists", (id) => {
    const { pkg } = fontSheets[id];
    const { css, hash } = fontSheet(id);
    expect(css).toContain("@font-face");
    expect(css).not.toContain("./files/");
    const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1] ?? "");
    expect(urls.length).toBeGreaterThan(0);
    const version = JSON.parse(read(`node_modules/@fontsource/${pkg}/package.json`)).version as string;
    for (const url of urls) {
      const match = /^\/api\/fonts\/files\/([a-z0-9-]+)\/([a-z0-9-]+\.woff2?)\?v=(.+)$/.exec(url);
      expect(match?.slice(1)).toEqual([pkg, expect.any(String), version]);
      expect(existsSync(path.join(process.cwd(), "node_modules/@fontsource", pkg, "files", match![2]!))).toBe(true);
    }
    expect(fontSheetHref(id)).toBe(`/api/fonts/${id}.css?v=${hash}`);
  });

  it("read a font file by its name only, never outside the package's files", () => {
    const file = "inter-latin-400-normal.woff2";
    expect(readFontFile("inter", file)?.equals(readFileSync(`node_modules/@fontsource/inter/files/${file}`))).toBe(
      true,
    );
    expect(readFontFile("inter", "../package.json")).toBeNull();
    expect(readFontFile("inter", "inter-latin-999-normal.woff2")).toBeNull();
    expect(fontFileUrl("lora", "x.woff2", "1.0.0")).toBe("/api/fonts/files/lora/x.woff2?v=1.0.0");
  });
});

describe("a resume's font sheets", () => {
  it("are its Latin face, with its stack's Chinese face only when asked", () => {
    expect(resumeFontSheets("inter", false)).toEqual(["inter"]);
    expect(resumeFontSheets("inter", true)).toEqual(["inter", "noto-sans-sc"]);
    expect(resumeFontSheets("merriweather", true)).toEqual(["merriweather", "noto-serif-sc"]);
    expect(resumeFontSheets("noto-serif-sc", false)).toEqual(["noto-serif-sc"]);
    expect(resumeFontSheets("noto-sans-sc", true)).toEqual(["noto-sans-sc"]);
    // An unknown id falls back to the default font, as the templates' fontFamily() does.
    expect(resumeFontSheets("comic-sans", false)).toEqual(["inter"]);
  });

  it("include the Chinese face for a CJK language's labels or CJK text in the content", () => {
    const latin = { basicInfo: { name: "Zoë Müller", title: "Ingénieure" }, sections: [] };
    expect(needsCjkFace("en", latin)).toBe(false);
    expect(needsCjkFace("de", latin)).toBe(false);
    expect(needsCjkFace("ch", latin)).toBe(true);
    expect(needsCjkFace("ja", latin)).toBe(true);
    expect(needsCjkFace("en", { ...latin, basicInfo: { name: "Chen Siyuan 陈思远" } })).toBe(true);
    expect(needsCjkFace("fr", { sections: [{ name: "Langues", data: [{ title: "日本語（ネイティブ）" }] }] })).toBe(
      true,
    );
    expect(needsCjkFace("en", { sections: [{ data: [{ description: "Full-width comma，here" }] }] })).toBe(true);
    expect(needsCjkFace("en", { basicInfo: { name: "김민준" } })).toBe(true);
  });
});

describe("the interface's Chinese font", () => {
  const globals = read("app/globals.css");

  it("is the platform's own before the web font", () => {
    const stack = /--font-sans:\s*([^;]+);/.exec(globals)?.[1]?.replace(/\s+/g, " ") ?? "";
    const families = stack.split(",").map((family) => family.trim().replace(/"/g, ""));
    const web = families.indexOf("Noto Sans SC");
    expect(families[0]).toBe("Inter Variable");
    expect(web).toBeGreaterThan(0);
    for (const system of ["PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC"]) {
      expect(families.indexOf(system)).toBeGreaterThan(0);
      expect(families.indexOf(system)).toBeLessThan(web);
    }
  });

  it("is declared by the Chinese pages' sheet, not by the stylesheet every page blocks on", () => {
    expect(globals).not.toMatch(/@fontsource\/noto-sans-sc/);
    expect(fontSheet("ui-sc").css).toContain("font-family: 'Noto Sans SC'");
  });
});
