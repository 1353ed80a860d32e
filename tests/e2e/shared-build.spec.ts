// One build serves every configuration (issue 22 item 7): the AI-off server (the `desktop` project's) and the AI-on
// server (this `ai` project's) run from the same build folder with different settings. Each shows its own: the
// address in canonical links and robots.txt, and the AI start button on a guide, a page `next build` prerendered
// (with the first server's settings) and the launcher made Next render again for the second
// (scripts/lib/build-state.mjs). The build id in each page's data shows it is one build.
import { expect, test } from "@playwright/test";

const servers = [
  { name: "AI off", origin: `http://127.0.0.1:${process.env.E2E_PORT}`, isAiOn: false },
  { name: "AI on", origin: `http://127.0.0.1:${process.env.E2E_AI_PORT}`, isAiOn: true },
];
const buildIdOf = (html: string) => /\\"b\\":\\"([^"\\]+)\\"/.exec(html)?.[1];

test("the AI-off and AI-on servers serve one build, each page with its own server's settings", async ({ request }) => {
  const buildIds = new Set<string | undefined>();
  for (const { name, origin, isAiOn } of servers) {
    await test.step(name, async () => {
      for (const [path, canonical] of [
        ["/guides/how-to-write-a-resume", `${origin}/guides/how-to-write-a-resume`],
        ["/ch/guides/how-to-write-a-resume", `${origin}/ch/guides/how-to-write-a-resume`],
      ]) {
        const response = await request.get(`${origin}${path}`);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
        // The guide's start button offers the AI creator only where AI is on.
        expect(html.includes('href="/ai"') || html.includes('href="/ch/ai"')).toBe(isAiOn);
        buildIds.add(buildIdOf(html));
      }
      const robots = await request.get(`${origin}/robots.txt`);
      expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
      const home = await (await request.get(`${origin}/`)).text();
      expect(home).toContain(`rel="canonical" href="${origin}"`);
      buildIds.add(buildIdOf(home));
    });
  }
  expect([...buildIds]).toHaveLength(1);
  expect([...buildIds][0]).toBeTruthy();
});
