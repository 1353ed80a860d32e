import { fireEvent, screen, within } from "@testing-library/react";
import { AiSection } from "@/components/home/ai-section";
import { ExamplesSection } from "@/components/home/examples-section";
import { ReviewsSection } from "@/components/home/reviews-section";
import { TemplatesSection } from "@/components/home/templates-section";
import type { ExampleDto, TemplateDto } from "@/lib/shared/validations/catalogue/catalogue-dto";
import type { ReviewDto } from "@/lib/shared/validations/reviews/review-dto";
import { renderWithIntl } from "../render-with-intl";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

const example = (id: string, used: number): ExampleDto => ({
  _id: id,
  name: `Example ${id}`,
  desc: "",
  coverImg: `/api/covers/resumes/${id}.png`,
  uuid: id,
  used,
  category: "software",
  userId: { avatar: "", nickName: `Creator ${id}` },
});

const template = (index: number): TemplateDto => ({
  _id: `t${index}`,
  componentName: `Template${index}`,
  name: `T${index}`,
  title: `Template ${index}`,
  desc: "A template",
  coverImage: `/api/covers/templates/Template${index}.png`,
  publicLink: null,
  isPro: index % 2 === 0,
  columns: "one",
  themes: [{ name: "emerald", display: "Emerald", hex: "#047857" }],
  sort: 100 - index,
});

const review = (id: string): ReviewDto => ({
  _id: id,
  rating: 5,
  content: `Review ${id}`,
  locale: "zh",
  nickName: `用户${id}`,
  avatar: null,
  createdAt: "2026-01-02T00:00:00.000Z",
});

describe("ExamplesSection", () => {
  it("shows at most 3 examples, each with its creator, and the usage tag only above 250", () => {
    renderWithIntl(
      <ExamplesSection examples={[example("a", 1843), example("b", 251), example("c", 250), example("d", 9999)]} />,
      "en",
    );
    const cards = screen.getAllByTestId("home-example");
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveAttribute("href", "/examples?example=a");
    expect(cards[0]).toHaveTextContent("by Creator a");
    // 1843 → 2,100+; 251 → 500+; 250 is not above the threshold.
    expect(within(cards[0]!).getByTestId("usage-tag")).toHaveTextContent("2,100+ users");
    expect(within(cards[1]!).getByTestId("usage-tag")).toHaveTextContent("500+ users");
    expect(within(cards[2]!).queryByTestId("usage-tag")).not.toBeInTheDocument();
    expect(screen.getByRole("img", { name: "First page of the example resume “Example a”" })).toHaveAttribute(
      "src",
      "/api/covers/resumes/a.png",
    );
    expect(screen.getByRole("link", { name: "All examples" })).toHaveAttribute("href", "/examples");
  });

  it("renders nothing without examples", () => {
    const { container } = renderWithIntl(<ExamplesSection examples={[]} />, "en");
    expect(container).toBeEmptyDOMElement();
  });
});

describe("ReviewsSection", () => {
  it("shows the first 3 reviews and links to all reviews", () => {
    renderWithIntl(<ReviewsSection reviews={[review("1"), review("2"), review("3"), review("4")]} />, "zh");
    const section = screen.getByRole("region", { name: "用户怎么说" });
    expect(within(section).getAllByRole("article")).toHaveLength(3);
    expect(within(section).getByRole("link", { name: "查看全部评价" })).toHaveAttribute("href", "/ch/review");
  });

  it("is hidden when there are no approved reviews", () => {
    const { container } = renderWithIntl(<ReviewsSection reviews={[]} />, "zh");
    expect(container).toBeEmptyDOMElement();
  });
});

describe("TemplatesSection", () => {
  // jsdom has no layout, so the browser's ResizeObserver and scrollBy are stood in for.
  beforeAll(() => {
    global.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    Object.defineProperty(window, "matchMedia", { configurable: true, value: () => ({ matches: false }) });
  });

  it("puts every template in the slider and at most 6 in the list, each opening its preview", () => {
    const templates = Array.from({ length: 9 }, (_, index) => template(index + 1));
    renderWithIntl(<TemplatesSection templates={templates} />, "en");
    const slider = screen.getByRole("list", { name: "Template covers" });
    expect(within(slider).getAllByRole("link")).toHaveLength(9);
    expect(within(slider).getAllByRole("link")[0]).toHaveAttribute("href", "/templates?template=t1");
    const items = screen.getAllByTestId("home-template-item");
    expect(items).toHaveLength(6);
    expect(items[1]).toHaveTextContent("Premium");
    expect(items[0]).toHaveTextContent("Free");
    expect(items[0]).toHaveTextContent("1 colour theme");
  });

  it("moves the slider with its buttons and disables previous at the start", () => {
    renderWithIntl(<TemplatesSection templates={[template(1), template(2), template(3)]} />, "en");
    const slider = screen.getByRole("list", { name: "Template covers" });
    const scrollBy = jest.fn();
    slider.scrollBy = scrollBy as unknown as typeof slider.scrollBy;
    Object.defineProperty(slider, "clientWidth", { configurable: true, value: 400 });
    Object.defineProperty(slider, "scrollWidth", { configurable: true, value: 1200 });
    fireEvent.scroll(slider);

    expect(screen.getByRole("button", { name: "Previous templates" })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "Next templates" }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 360, behavior: "smooth" });

    // Scrolled to the end: next is disabled, previous is enabled.
    slider.scrollLeft = 800;
    fireEvent.scroll(slider);
    expect(screen.getByRole("button", { name: "Next templates" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous templates" })).toBeEnabled();
    expect(slider).toHaveAttribute("tabindex", "0");
  });
});

describe("AiSection", () => {
  // The browser API jsdom lacks, which the tabs use to play the demo shown while it is on screen (the test setup
  // provides matchMedia).
  const observed: Element[] = [];
  beforeAll(() => {
    Object.defineProperty(window, "IntersectionObserver", {
      configurable: true,
      value: class {
        observe = (element: Element) => void observed.push(element);
        disconnect = () => undefined;
      },
    });
  });

  it("presents the four AI features of docs/product.md §2 as tabs, each with its demo, and links to the assistant", () => {
    renderWithIntl(<AiSection />, "zh");
    const section = screen.getByRole("region", { name: "和你一起写简历的 AI" });
    const tabs = within(within(section).getByRole("tablist", { name: "AI 功能" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["AI 简历助手", "AI 润色", "AI 翻译", "简历导入"]);
    expect(tabs.map((tab) => tab.getAttribute("aria-selected"))).toEqual(["true", "false", "false", "false"]);
    const panel = within(section).getByRole("tabpanel", { name: "AI 简历助手" });
    expect(within(panel).getByRole("heading", { level: 3 })).toHaveTextContent("AI 简历助手");
    // One video, the shown tab's, which loads nothing until it plays.
    const videos = section.querySelectorAll("video");
    expect(videos).toHaveLength(1);
    expect(videos[0]).toHaveAttribute("src", "/demos/ai-assistant-zh.webm");
    expect(videos[0]).toHaveAttribute("poster", "/demos/ai-assistant-zh.webp");
    expect(videos[0]).toHaveAttribute("preload", "none");
    expect(observed).toContain(videos[0]);
    expect(within(section).getByRole("link", { name: "试试 AI 助手" })).toHaveAttribute("href", "/ch/ai");
  });

  it("switches tabs by click and by keyboard: arrows wrap around, Home and End, one tab stop", () => {
    renderWithIntl(<AiSection />, "en");
    const tabs = screen.getAllByRole("tab");
    fireEvent.click(tabs[2]!);
    expect(tabs[2]).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "AI translation" }).querySelector("video")).toHaveAttribute(
      "src",
      "/demos/ai-translate-en.webm",
    );
    fireEvent.keyDown(tabs[2]!, { key: "ArrowRight" });
    expect(tabs[3]).toHaveFocus();
    fireEvent.keyDown(tabs[3]!, { key: "ArrowRight" });
    expect(tabs[0]).toHaveFocus();
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(tabs[0]!, { key: "ArrowLeft" });
    expect(tabs[3]).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(tabs[3]!, { key: "Home" });
    expect(tabs[0]).toHaveFocus();
    fireEvent.keyDown(tabs[0]!, { key: "End" });
    expect(tabs[3]).toHaveFocus();
    expect(tabs.map((tab) => tab.getAttribute("tabindex"))).toEqual(["-1", "-1", "-1", "0"]);
    expect(document.querySelectorAll("video")).toHaveLength(1);
  });
});
