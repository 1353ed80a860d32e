// Skills, languages and certificates: short items, one per line or several on a line between commas, 、, |, •.
// A long line (a sentence about a skill) stays one item. A skill's level ("TypeScript Expert", "Java 精通", or the
// level in a cell of its own) goes to its description, as the editor keeps it; "English (Fluent)", "English – Native",
// "英语：CET-6" and a language over its level on the next line give a language and its level (subTitle).
// Not server-only: also loaded outside a Next server bundle (scripts/bench, the extract worker).
import { findDateRange, withoutDates } from "./dates";
import type { TFieldValue } from "./entries";
import { isLevelWord, splitTrailingLevel } from "./level-words";
import type { TLine } from "./types";

export type TListItem = {
  title: TFieldValue;
  subTitle?: TFieldValue;
  description?: TFieldValue;
  startDate?: TFieldValue;
};

const SEPARATORS = /\s*[,，、;；|｜•·]\s*/;
const MAX_TOKEN = 40;

function tokens(line: TLine): string[] {
  const pieces = line.segments.flatMap((segment) => segment.split(SEPARATORS)).map((s) => s.trim());
  const clean = pieces.filter(Boolean);
  // A sentence ("Proficient in Java, Spring and MySQL.") is one item, not fragments.
  if (clean.some((p) => p.length > MAX_TOKEN) || /[.。]$/.test(line.text)) return [line.text];
  return clean;
}

const GROUP_NAME = /^([^:：,，、|｜]{1,30}?)(?:\s*[(（]\s*([^()（）]{1,20})\s*[)）])?\s*[:：]\s*(.*)$/;
const LIST = /[,，、|｜·•]/;

/**
 * A named group of skills: "Backend: Go, PostgreSQL", "Python (Expert): pandas, NumPy", or the name in a cell of its
 * own beside the list ("Frontend   React, TypeScript, Vue"). The name is the skill, the list its description, as the
 * editor keeps a skill with keywords. A lone "TypeScript:" is the name without its colon.
 */
function skillGroup(line: TLine): TListItem | null {
  const [first, second, ...more] = line.segments;
  if (first && second && more.length === 0 && first.length <= 30 && !LIST.test(first) && LIST.test(second))
    return {
      title: { value: first.replace(/[:：]\s*$/, ""), confidence: 0.8, line },
      description: { value: second, confidence: 0.75, line },
    };
  const named = line.segments.length === 1 ? GROUP_NAME.exec(line.text) : null;
  if (!named?.[1]) return null;
  const [, name, level, list] = named;
  if (level && !isLevelWord(level)) return null;
  const description = list?.trim() || level;
  return {
    title: { value: name.trim(), confidence: 0.8, line },
    ...(description ? { description: { value: description, confidence: 0.75, line } } : {}),
  };
}

/**
 * The cells of a row of tags given to the names of the row above them by where they stand: a tag belongs to the last
 * name it stands right of (the first name it stands left of, in a right-aligned sidebar), and each name's first tag
 * starts under it (left edges within a few points; right edges when right-aligned). Null when the rows carry no
 * positions, or a name's tags do not start under it (a row of tags that runs on under all the names, which cannot be
 * told apart).
 */
function tagsByName(names: TLine, tags: TLine): string[][] | null {
  const [nameCells, tagCells] = [names.cells, tags.cells];
  if (!nameCells || !tagCells || nameCells.length !== names.segments.length || tagCells.length !== tags.segments.length)
    return null;
  const near = (a: number, b: number) => Math.abs(a - b) <= 8;
  const place = (byLeft: boolean): string[][] | null => {
    const out: string[][] = nameCells.map(() => []);
    for (const [i, tag] of tagCells.entries()) {
      const at = byLeft
        ? nameCells.findLastIndex((name) => name.x <= tag.x + 8)
        : nameCells.findIndex((name) => name.right >= tag.right - 8);
      const name = nameCells[at];
      if (!name) return null;
      // The first tag under a name starts where the name does.
      if ((out[at] as string[]).length === 0 && !(byLeft ? near(tag.x, name.x) : near(tag.right, name.right)))
        return null;
      out[at]?.push(tags.segments[i] as string);
    }
    return out;
  };
  return place(true) ?? place(false);
}

/**
 * Keywords set as tags under a skill's name: a line plainer than the names' line above it (not bold under bold, or
 * smaller), with no level word in it. They describe the name above, or each name of a row of names above them cell by
 * cell or by where they stand, one row of tags after another; under a row of names they cannot be given to one, they
 * are left as skills.
 */
function keywordsOf(line: TLine, items: TListItem[]): TListItem[] | null {
  const last = items.at(-1);
  const above = last?.title.line;
  if (!last || !above || above === line || line.isBullet || above.isBullet) return null;
  const plainer = (above.bold && !line.bold) || above.fontSize - line.fontSize >= 0.5;
  if (!plainer || tokens(line).some(isLevelWord)) return null;
  const row = items.filter((item) => item.title.line === above);
  // A further row of tags goes on under the row before it; a row with a description of its own (a level) takes none.
  const tagged = row.filter((item) => item.description);
  const previous = tagged[0]?.description?.line;
  if (tagged.length > 0 && (!previous || previous.index !== line.index - 1 || previous === above)) return null;
  const add = (item: TListItem, text: string | undefined): TListItem =>
    text
      ? {
          ...item,
          description: item.description
            ? { ...item.description, value: `${item.description.value}\n${text}`, line }
            : { value: text, confidence: 0.65, line },
        }
      : item;
  if (row.length === 1) return [add(last, line.text)];
  if (row.length === line.segments.length) return row.map((item, i) => add(item, line.segments[i]));
  // Given by where they stand only when set smaller: a row in the names' size is the grid's next row of names.
  const placed = above.fontSize - line.fontSize >= 0.5 ? tagsByName(above, line) : null;
  return placed ? row.map((item, i) => add(item, placed[i]?.join("\n"))) : null;
}

/**
 * A grid of skills with each level under its name: "Swift   SwiftUI   Objective-C" over "Expert   Advanced
 * Intermediate", as a language grid is read. The pairs, or null.
 */
function skillGrid(line: TLine, next: TLine | undefined): TListItem[] | null {
  if (!next || line.isBullet || next.isBullet || line.segments.length < 2) return null;
  if (next.segments.length !== line.segments.length || !next.segments.every(isLevelWord)) return null;
  if (line.segments.some(isLevelWord)) return null;
  return line.segments.map((name, i) => ({
    title: { value: name, confidence: 0.8, line },
    description: { value: next.segments[i] as string, confidence: 0.75, line: next },
  }));
}

export function parseSkills(lines: TLine[]): TListItem[] {
  const items: TListItem[] = [];
  let skip: TLine | undefined;
  for (const [i, line] of lines.entries()) {
    if (line === skip) continue;
    const grid = skillGrid(line, lines[i + 1]);
    if (grid) {
      items.push(...grid);
      skip = lines[i + 1];
      continue;
    }
    const named = line.isBullet ? null : skillGroup(line);
    if (named) {
      items.push(named);
      continue;
    }
    const described = keywordsOf(line, items);
    if (described) {
      items.splice(items.length - described.length, described.length, ...described);
      continue;
    }
    for (const text of tokens(line)) {
      const last = items.at(-1);
      // A level in a cell of its own ("Roadmapping | Expert") belongs to the skill before it.
      if (last && !last.description && isLevelWord(text)) {
        last.description = { value: text, confidence: 0.75, line };
        continue;
      }
      const split = splitTrailingLevel(text);
      if (split) {
        items.push({
          title: { value: split.name, confidence: 0.8, line },
          description: { value: split.level, confidence: 0.75, line },
        });
      } else items.push({ title: { value: text, confidence: text.length <= MAX_TOKEN ? 0.85 : 0.6, line } });
    }
  }
  return items;
}

const LEVEL = /^(.+?)\s*(?:[(（]\s*(.+?)\s*[)）]|\s[-–—:：]\s*(.+)|[:：]\s*(.+))$/;

/**
 * The line under a language that gives its level: a level word, or a line set plainer than the language's own (not
 * bold under bold, or smaller), as templates print "English" over "Native" or "英语" over "CET-6，可阅读英文技术文档".
 */
function isLevelLine(line: TLine, item: TListItem | undefined): boolean {
  if (!item || item.subTitle || line.isBullet || line.segments.length > 1) return false;
  const above = item.title.line;
  if (above === line || above.segments.length > 1) return false;
  // A test and its score under the language ("CET-6", "雅思 7.0"); not the next language with its own ("日语 (N2)").
  const certificate = certificateLevel(line.text) && !LEVEL.test(line.text) && !certificateLevel(above.text);
  if (isLevelWord(line.text) || certificate) return true;
  return (above.bold && !line.bold) || above.fontSize - line.fontSize >= 0.5;
}

/**
 * A language's level given as a test and its score or a grade ("CET-6", "雅思 7.0", "N2", "TOEFL 110", "C1"): short,
 * with a figure in it. A language's name has none.
 */
const certificateLevel = (text: string) => /\d/.test(text) && text.trim().length <= 40 && !/^\d+$/.test(text.trim());
const levelLike = (text: string) => isLevelWord(text) || certificateLevel(text);

/** A level too long for a narrow column goes on under itself, in its own look: "…英文论" over "文". */
function continuesLevel(line: TLine, item: TListItem | undefined): boolean {
  const level = item?.subTitle?.line;
  if (!item || !level || level === item.title.line || level === line || line.isBullet) return false;
  const sameLook = level.bold === line.bold && Math.abs(level.fontSize - line.fontSize) < 0.3;
  const below = line.page === level.page && line.y > level.y && line.y - level.y <= level.fontSize * 2;
  return sameLook && below && line.segments.length === 1 && !isLevelWord(line.text);
}

const joinWrapped = (first: string, next: string) =>
  /[\u3000-\u9fff\uff00-\uffef]$/.test(first) && /^[\u3000-\u9fff\uff00-\uffef]/.test(next)
    ? first + next
    : `${first} ${next}`;

/**
 * A grid of languages with each level under its language: "English   Igbo" over "Native   Conversational" (cells
 * as segments, or words when every word of the level row is a level word). The pairs, or null.
 */
function languageGrid(line: TLine, next: TLine | undefined): TListItem[] | null {
  if (!next || line.isBullet || next.isBullet) return null;
  const levelRow = (cells: string[]) => cells.length >= 2 && cells.every((cell) => levelLike(cell));
  const pair = (names: string[], levels: string[]) =>
    names.map((name, i) => ({
      title: { value: name, confidence: 0.8, line },
      subTitle: { value: levels[i] as string, confidence: 0.75, line: next },
    }));
  // Cells where the row has them, else words ("Spanish Catalan English" over "Native | Native | Fluent").
  const cells = (row: TLine) => (row.segments.length > 1 ? row.segments : row.text.split(/\s+/));
  const names = cells(line);
  // The level row cut by words where its cells do not match the names ("Native   Fluent Basic" under three names).
  const words = next.text.split(/\s+/);
  const levels =
    cells(next).length !== names.length && words.length === names.length && words.every(isLevelWord)
      ? words
      : cells(next);
  if (names.length < 2 || names.length !== levels.length || names.some(levelLike) || !levelRow(levels)) return null;
  // Words of one cell are a grid only when the level row is cut the same way: a name of two words stays whole.
  if (line.segments.length === 1 && next.segments.length > 1 && names.length !== levels.length) return null;
  return pair(names, levels);
}

/** "English · Native", "英语 | 熟练": a language and its level between a separator. */
const LEVEL_AFTER_MARK = /^(.+?)\s*[·•|｜]\s*(.+)$/;

/**
 * A Chinese language with a level that runs on after a comma: "英语（CET-4，可阅读英文文档）", "英语 — CET-4，可阅读英文文档",
 * or the name and that level in two cells. One language: the comma is inside its level, not between two items.
 */
function chineseLevel(line: TLine): TListItem | null {
  if (line.isBullet || line.segments.length > 2) return null;
  const [first, second] = line.segments;
  const match = second === undefined ? LEVEL.exec(line.text) : null;
  const name = (second === undefined ? match?.[1] : first)?.trim();
  const level = (second ?? match?.[2] ?? match?.[3] ?? match?.[4])?.trim();
  // "英语—CET-6": a dash straight after a Chinese name sets its level off even without spaces.
  const dashed = second === undefined ? /^([\u3400-\u9fff]{1,8})\s*[—–]\s*(\S.*)$/.exec(line.text) : null;
  if (dashed?.[1] && dashed[2] && !/[(（)）]|[—–]/.test(dashed[2]))
    return {
      title: { value: dashed[1], confidence: 0.85, line },
      subTitle: { value: dashed[2].trim(), confidence: 0.75, line },
    };
  if (!name || !level || !/^[\u3400-\u9fff]{1,8}$/.test(name) || !/[，,]/.test(level)) return null;
  if (/[(（)）]|\s[-–—]\s/.test(level)) return null;
  return { title: { value: name, confidence: 0.85, line }, subTitle: { value: level, confidence: 0.75, line } };
}

export function parseLanguages(lines: TLine[]): TListItem[] {
  const items: TListItem[] = [];
  let skip: TLine | undefined;
  for (const [i, line] of lines.entries()) {
    if (line === skip) continue;
    const grid = languageGrid(line, lines[i + 1]);
    if (grid) {
      items.push(...grid);
      skip = lines[i + 1];
      continue;
    }
    const marked = LEVEL_AFTER_MARK.exec(line.text);
    // "English · Native", "英语 · 雅思 7.0", "英语 · CET-4，可阅读英文文档": one mark, then a level; "English · Spanish" is two.
    const oneMark = (marked?.[2] ?? "").split(/\s*[·•|｜]\s*/).length === 1;
    const markedLevel =
      marked?.[2] && (isLevelWord(marked[2]) || (oneMark && certificateLevel(marked[2].split(/[，,]/)[0] ?? "")));
    if (line.segments.length === 1 && marked?.[1] && marked[2] && markedLevel && !levelLike(marked[1])) {
      items.push({
        title: { value: marked[1], confidence: 0.85, line },
        subTitle: { value: marked[2], confidence: 0.8, line },
      });
      continue;
    }
    const whole = chineseLevel(line);
    if (whole) {
      items.push(whole);
      continue;
    }
    const last = items.at(-1);
    if (last?.subTitle && continuesLevel(line, last)) {
      last.subTitle = { ...last.subTitle, value: joinWrapped(last.subTitle.value, line.text) };
    } else if (isLevelLine(line, last) && last) {
      last.subTitle = { value: line.text, confidence: 0.7, line };
    } else if (line.segments.length === 2 && !SEPARATORS.test(line.text)) {
      const [name, level] = line.segments as [string, string];
      items.push({ title: { value: name, confidence: 0.85, line }, subTitle: { value: level, confidence: 0.8, line } });
    } else {
      for (const text of tokens(line)) {
        const match = LEVEL.exec(text);
        const level = match?.[2] ?? match?.[3] ?? match?.[4];
        // "Spanish Native": a level word after the language, a cell gap too narrow to show.
        const trailing = !match?.[1] || !level ? splitTrailingLevel(text) : null;
        if (trailing)
          items.push({
            title: { value: trailing.name, confidence: 0.8, line },
            subTitle: { value: trailing.level, confidence: 0.7, line },
          });
        else if (!match?.[1] || !level) items.push({ title: { value: text, confidence: 0.8, line } });
        else
          items.push({
            title: { value: match[1].trim(), confidence: 0.85, line },
            subTitle: { value: level.trim(), confidence: 0.8, line },
          });
      }
    }
  }
  return items;
}

export function parseCertificates(lines: TLine[]): TListItem[] {
  return lines.flatMap((line) => {
    const range = findDateRange(line.text);
    const title = withoutDates(line.text, range);
    if (!title) return [];
    return [
      {
        title: { value: title, confidence: 0.8, line },
        ...(range ? { startDate: { value: range.start, confidence: 0.8, line } } : {}),
      },
    ];
  });
}
