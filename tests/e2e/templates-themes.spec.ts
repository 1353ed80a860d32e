// Every colour theme of every template reaches the page: the baselines in templates-visual.spec.ts cover each
// template's first theme pixel by pixel; here each other theme must set the accent and actually paint with it
// (some visible element's text, border or background takes the theme's colour).
import { expect, test } from "@playwright/test";
import { templateRegistry } from "@/lib/shared/templates/registry";

function rgb(hex: string): string {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

for (const meta of templateRegistry) {
  test(`${meta.componentName}: each of its ${meta.themes.length} themes paints the resume`, async ({ page }) => {
    for (const theme of meta.themes) {
      const response = await page.goto(`/print/template/${meta.componentName}?lang=en&theme=${theme.name}`);
      expect(response?.status()).toBe(200);
      const painted = await page.evaluate((colour) => {
        const root = document.querySelector<HTMLElement>(".rs-root");
        if (!root) return { accent: null, uses: 0 };
        let uses = 0;
        for (const el of root.querySelectorAll<HTMLElement>("*")) {
          const style = getComputedStyle(el);
          if (
            [
              style.color,
              style.backgroundColor,
              style.borderTopColor,
              style.borderBottomColor,
              style.borderLeftColor,
            ].includes(colour)
          )
            uses += 1;
        }
        return { accent: getComputedStyle(root).getPropertyValue("--rs-accent").trim().toLowerCase(), uses };
      }, rgb(theme.hex));
      expect(painted.accent, `${theme.name} accent`).toBe(theme.hex.toLowerCase());
      expect(painted.uses, `${theme.name} painted elements`).toBeGreaterThan(0);
    }
  });
}
