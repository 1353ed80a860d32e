// Colour themes shared by the templates. Each palette is chosen to print well (contrast ≥ 4.5:1 on white for text).
import type { TemplateTheme } from "./types";

const t = (name: string, display: string, displayZh: string, hex: string): TemplateTheme => ({
  name,
  display,
  displayZh,
  hex,
});

export const themes = {
  emerald: t("emerald", "Emerald", "翡翠绿", "#047857"),
  blue: t("blue", "Ocean Blue", "海洋蓝", "#1d4ed8"),
  slate: t("slate", "Slate", "石板灰", "#334155"),
  rose: t("rose", "Rose", "玫瑰红", "#be123c"),
  indigo: t("indigo", "Indigo", "靛青", "#4338ca"),
  teal: t("teal", "Teal", "青绿", "#0f766e"),
  amber: t("amber", "Amber", "琥珀", "#b45309"),
  violet: t("violet", "Violet", "紫罗兰", "#6d28d9"),
  navy: t("navy", "Navy", "藏青", "#1e3a8a"),
  burgundy: t("burgundy", "Burgundy", "酒红", "#881337"),
  forest: t("forest", "Forest", "森林绿", "#166534"),
  charcoal: t("charcoal", "Charcoal", "炭黑", "#1f2937"),
  sky: t("sky", "Sky", "天蓝", "#0369a1"),
  copper: t("copper", "Copper", "古铜", "#9a3412"),
} as const;
