// Font stylesheets a page links by name (GET /api/fonts/{sheet}.css), one per typeface, built from the @fontsource
// packages' own @font-face rules with their file URLs pointed at GET /api/fonts/files/{package}/{file}. They exist so
// that a page declares only the faces it shows: the public resume page links its resume's font (and a Chinese face
// only when the resume has Chinese, Japanese or Korean text), the Chinese interface links its last-resort web font,
// instead of every page blocking its first paint on every face (docs/decisions.md "Fonts on public pages";
// docs/benchmarks.md "Lighthouse"). The print path (PDFs, covers) and the editor still load the bundled
// components/resume-document/styles/resume-fonts.css, whose faces are the union of the resume sheets here (a unit test
// keeps the two equal).
import "server-only";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { resumeFont } from "@/lib/shared/resume/fonts";

/** A typeface's package under node_modules/@fontsource and the files of it (weights, `-italic`) a sheet declares. */
type FontSheet = { pkg: FontPackage; files: readonly string[] };

/** The @fontsource packages fonts are served from (nothing else is read from node_modules). */
const FONT_PACKAGES = [
  "inter",
  "roboto",
  "ibm-plex-sans",
  "lora",
  "source-serif-4",
  "merriweather",
  "noto-sans-sc",
  "noto-serif-sc",
] as const;
type FontPackage = (typeof FONT_PACKAGES)[number];

const LATIN_FULL = ["300", "400", "500", "600", "700", "800", "400-italic", "500-italic"];

/**
 * Resume sheets are named after lib/shared/resume/fonts.ts's font ids (Latin faces 300–800 and italic 400–500, the
 * weights the templates use; the Chinese faces as the print path declares them). `ui-sc`: the interface's Chinese web
 * font, after the platforms' own Chinese fonts in app/globals.css's stack, in the two weights the interface had.
 */
export const fontSheets = {
  inter: { pkg: "inter", files: LATIN_FULL },
  roboto: { pkg: "roboto", files: LATIN_FULL },
  "ibm-plex-sans": { pkg: "ibm-plex-sans", files: ["300", "400", "500", "600", "700", "400-italic", "500-italic"] },
  lora: { pkg: "lora", files: ["400", "500", "600", "700", "400-italic", "500-italic"] },
  "source-serif-4": { pkg: "source-serif-4", files: LATIN_FULL },
  merriweather: { pkg: "merriweather", files: LATIN_FULL },
  "noto-sans-sc": { pkg: "noto-sans-sc", files: ["400", "500", "700"] },
  "noto-serif-sc": { pkg: "noto-serif-sc", files: ["400", "600", "700"] },
  "ui-sc": { pkg: "noto-sans-sc", files: ["400", "700"] },
} as const satisfies Record<string, FontSheet>;
export type FontSheetId = keyof typeof fontSheets;

export function isFontSheetId(id: string): id is FontSheetId {
  return Object.hasOwn(fontSheets, id);
}

// The server runs from the project folder, node_modules included (no standalone output), so the build need not trace
// these reads: without the ignore comments Turbopack traced every file of every @fontsource package for them.
const packageDir = (pkg: FontPackage) =>
  path.join(/* turbopackIgnore: true */ process.cwd(), "node_modules/@fontsource", pkg);

/** A file of a font package. */
function readPackageFile(pkg: FontPackage, name: string): Buffer {
  return readFileSync(path.join(/* turbopackIgnore: true */ packageDir(pkg), name));
}

export function isFontPackage(pkg: string): pkg is FontPackage {
  return (FONT_PACKAGES as readonly string[]).includes(pkg);
}

const versions = new Map<FontPackage, string>();

/** The installed version of a font package: part of every file URL, so a file may be cached for good. */
export function fontPackageVersion(pkg: FontPackage): string {
  let version = versions.get(pkg);
  if (!version) {
    ({ version } = JSON.parse(readPackageFile(pkg, "package.json").toString("utf8")) as { version: string });
    versions.set(pkg, version);
  }
  return version;
}

/** The URL of one of a package's font files (`./files/{file}` in its CSS). */
export function fontFileUrl(pkg: FontPackage, file: string, version = fontPackageVersion(pkg)): string {
  return `/api/fonts/files/${pkg}/${file}?v=${version}`;
}

type BuiltSheet = { css: string; hash: string };
const built = new Map<FontSheetId, BuiltSheet>();

function buildSheet(id: FontSheetId): BuiltSheet {
  const { pkg, files } = fontSheets[id] as FontSheet;
  const version = fontPackageVersion(pkg);
  const css = files
    .map((file) => readPackageFile(pkg, `${file}.css`).toString("utf8"))
    .join("\n")
    .replace(/url\(\.\/files\/([A-Za-z0-9_.-]+)\)/g, (_, file: string) => `url(${fontFileUrl(pkg, file, version)})`);
  return { css, hash: createHash("sha256").update(css).digest("base64url").slice(0, 16) };
}

/** A sheet's CSS and its content hash, read once per process. */
export function fontSheet(id: FontSheetId): BuiltSheet {
  let sheet = built.get(id);
  if (!sheet) {
    sheet = buildSheet(id);
    built.set(id, sheet);
  }
  return sheet;
}

/** What a page links: the sheet's URL with its content hash, so the browser may keep it for good. */
export function fontSheetHref(id: FontSheetId): string {
  return `/api/fonts/${id}.css?v=${fontSheet(id).hash}`;
}

/**
 * The sheets a resume set in `fontId` needs on a page: its Latin face, and its stack's Chinese face (Noto Sans SC after
 * a sans font, Noto Serif SC after a serif one) when it shows such text (needsCjkFace); a Chinese font is one sheet,
 * its Latin glyphs included.
 */
export function resumeFontSheets(fontId: string, withCjk: boolean): FontSheetId[] {
  const font = resumeFont(fontId);
  const cjk: FontSheetId = font.serif ? "noto-serif-sc" : "noto-sans-sc";
  if (font.id === cjk || !isFontSheetId(font.id)) return [cjk];
  return withCjk ? [font.id, cjk] : [font.id];
}

/** A font file's bytes, or null when the package has no such file (names are checked by the route's schema). */
export function readFontFile(pkg: FontPackage, file: string): Buffer | null {
  try {
    return readPackageFile(pkg, path.join("files", path.basename(file)));
  } catch {
    return null;
  }
}
