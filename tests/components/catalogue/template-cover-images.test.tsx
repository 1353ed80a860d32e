// Template covers on pages are card-sized WebPs with their space reserved (issue 23 item 8: Lighthouse measured
// 93–125 kB PNGs per card, and the largest paint of the home and template pages is a cover).
import { screen } from "@testing-library/react";
import { TemplateCover } from "@/components/catalogue/template-cover";
import { HeroCovers } from "@/components/home/hero-covers";
import { renderWithIntl } from "../render-with-intl";

const png = "/api/covers/templates/TemplateModern.png?locale=zh";
const webp = (w: number) => `/api/covers/templates/TemplateModern.webp?w=${w}&locale=zh`;

describe("template cover images", () => {
  it("a catalogue card loads a WebP from a srcset, lazily, with the cover's size reserved", () => {
    renderWithIntl(<TemplateCover src={png} title="Modern" />);
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute("src", webp(480));
    expect(img).toHaveAttribute("srcset", `${webp(320)} 320w, ${webp(480)} 480w, ${webp(640)} 640w`);
    expect(img.getAttribute("sizes")).toMatch(/100vw$/);
    expect(img).toHaveAttribute("width", "640");
    expect(img).toHaveAttribute("height", "896");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
  });

  it("a cover in the first screen loads at once, first, at the size the page gives", () => {
    renderWithIntl(<TemplateCover src={png} title="Modern" preload sizes="100vw" />);
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).toHaveAttribute("sizes", "100vw");
  });

  it("the home hero's front cover is the high-priority one, all three WebP with their size reserved", () => {
    const covers = ["A", "B", "C"].map((title) => ({
      title,
      coverImage: `/api/covers/templates/Template${title}.png`,
    }));
    renderWithIntl(<HeroCovers covers={covers} />);
    const imgs = screen.getAllByRole("img");
    expect(imgs).toHaveLength(3);
    expect(imgs.map((img) => img.getAttribute("src"))).toEqual(
      ["A", "B", "C"].map((t) => `/api/covers/templates/Template${t}.webp?w=480`),
    );
    expect(imgs.map((img) => img.getAttribute("fetchpriority"))).toEqual(["high", "low", "low"]);
    for (const img of imgs) {
      expect(img).toHaveAttribute("width", "640");
      expect(img).toHaveAttribute("height", "896");
      expect(img.getAttribute("srcset")).toContain(" 640w");
    }
  });
});
