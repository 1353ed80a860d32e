// One way to make a finding: its id from what it is about (so a dismissal holds while that text stays), its message
// keys from its rule (messages/*.json "Editor.resumeCheck.rules.<rule>.why" / ".fix").
import { EXCERPT_CHARS } from "./limits";
import type { CheckKind, CheckRule, FieldTarget, Finding, MessageValues } from "./types";

/** FNV-1a, 32 bits, in base 36: short ids that change when their input does. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

function targetKey(target: FieldTarget): string {
  const item = target.itemId ?? (target.itemIndex === undefined ? "" : `#${target.itemIndex}`);
  return `${target.sectionId ?? "basic"}/${item}/${target.field}`;
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS - 1)}…` : flat;
}

type Options = {
  /** What within the field the finding is about (the bullet's text, the word): part of the id. */
  detail?: string;
  values?: MessageValues;
  excerpt?: string;
};

export function makeFinding(rule: CheckRule, kind: CheckKind, target: FieldTarget, options: Options = {}): Finding {
  const { detail = "", values, excerpt } = options;
  return {
    id: `${rule}-${hash(`${targetKey(target)}|${detail}`)}`,
    rule,
    kind,
    target,
    why: { key: `Editor.resumeCheck.rules.${rule}.why`, ...(values && { values }) },
    fix: { key: `Editor.resumeCheck.rules.${rule}.fix`, ...(values && { values }) },
    ...(excerpt !== undefined && { excerpt: shorten(excerpt) }),
  };
}
