// Template covers are rendered on the first request for each (a Chromium page, 2-10 s on a cold start), which left
// the home page and the template list with empty cards for that long. After start, render every template's cover in
// both languages ahead of time, one at a time so a visitor's PDF download always finds the render queue free; a cover
// already on disk is only read. The first failure (no browser on this machine, say) stops the run and is logged;
// covers then render on demand as before, and the next start tries again.
import "server-only";
import type { Logger } from "@/lib/server/logger";
import { templateRegistry } from "@/lib/shared/templates/registry";

type RenderTemplateCover = (componentName: string, locale: "en" | "zh") => Promise<unknown>;

/** Returns how many covers are ready (rendered now or found on disk). */
export async function renderTemplateCovers(render: RenderTemplateCover, log: Logger): Promise<number> {
  const covers = templateRegistry.flatMap((meta) =>
    (["en", "zh"] as const).map((locale) => ({ componentName: meta.componentName, locale })),
  );
  let ready = 0;
  for (const { componentName, locale } of covers) {
    try {
      await render(componentName, locale);
      ready += 1;
    } catch (error) {
      log.warn(
        { err: error, componentName, locale, ready, remaining: covers.length - ready },
        "template cover rendering stopped",
      );
      return ready;
    }
  }
  log.info({ ready }, "template covers ready");
  return ready;
}
