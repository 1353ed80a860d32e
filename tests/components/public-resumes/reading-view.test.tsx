// The public page's reading view (issue 21 item 1): everything the A4 page prints, reflowed for a phone, in the
// template's colour and the resume's font; the phone toolbar's contact actions and the switch to the page view.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PublicToolbar } from "@/components/public-resumes/public-toolbar";
import { ReadingView } from "@/components/public-resumes/reading-view";
import { ViewSwitch } from "@/components/public-resumes/view-switch";
import { fontFamily } from "@/lib/shared/resume/fonts";
import { markdownToText } from "@/lib/shared/resume/markdown";
import { printableItems } from "@/lib/shared/resume/printable-items";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import { resolveThemeHex } from "@/lib/shared/templates/registry";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import { renderWithIntl } from "../render-with-intl";

const noOptions = {
  hideEmail: false,
  hidePhone: false,
  showBranding: true,
  showShareBtn: false,
  downloadable: false,
  showToggleDarkMode: false,
};
const toolbarLabels = { toolbar: "Resume actions", email: "Email", call: "Call" };

describe("ReadingView", () => {
  it.each(["en", "ch"] as const)("shows the name, title, contact and every printed entry of a %s resume", (lang) => {
    const { data, config } = sampleResume(lang, { font: "lora", templateName: "TemplateClassic" });
    const { container } = renderWithIntl(<ReadingView data={data} config={config} />);
    const article = screen.getByTestId("public-reading");
    expect(article).toHaveAttribute("lang", lang === "ch" ? "zh-CN" : "en");
    expect(screen.getByRole("heading", { level: 1, name: data.basicInfo.name })).toBeInTheDocument();
    expect(screen.getByText(data.basicInfo.title)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: data.basicInfo.email })).toHaveAttribute(
      "href",
      `mailto:${data.basicInfo.email}`,
    );
    expect(screen.getByRole("link", { name: data.basicInfo.cellphone })).toHaveAttribute(
      "href",
      expect.stringMatching(/^tel:\+?\d+$/),
    );
    const text = article.textContent ?? "";
    for (const section of data.sections) {
      const block = container.querySelector<HTMLElement>(`[data-section-id="${section.id}"]`);
      if (!block) throw new Error(`section ${section.name} missing`);
      expect(within(block).getByRole("heading", { level: 2, name: section.name })).toBeInTheDocument();
      for (const item of printableItems(section)) {
        for (const field of [item.title, item.subTitle, item.city].filter(Boolean)) expect(text).toContain(field);
        // The description's words, whatever Markdown marks and lines they had.
        for (const line of markdownToText(item.description).split("\n").filter(Boolean))
          expect(text.replace(/\s+/g, " ")).toContain(
            line
              .replace(/^[-•]\s*/, "")
              .replace(/\s+/g, " ")
              .trim(),
          );
      }
    }
  });

  it("takes the template theme's colour and the resume's font", () => {
    const { data, config } = sampleResume("en", { templateName: "TemplateSidebar", templateTheme: "burgundy" });
    renderWithIntl(<ReadingView data={data} config={{ ...config, font: "merriweather" }} />);
    const article = screen.getByTestId("public-reading");
    expect(article.style.getPropertyValue("--public-accent")).toBe(resolveThemeHex("TemplateSidebar", "burgundy"));
    expect(article.style.getPropertyValue("--public-font")).toBe(fontFamily("merriweather"));
  });

  it("leaves out what the page leaves out: hidden contact, empty sections, unsafe links", () => {
    const { data, config } = sampleResume("en");
    const hidden: TResumeData = {
      ...data,
      basicInfo: { ...data.basicInfo, email: "", cellphone: "" },
      links: [{ id: "evil", name: "Evil", src: "javascript:alert(1)" }],
      sections: [
        ...data.sections,
        {
          ...data.sections[1]!,
          id: "empty",
          name: "Nothing here",
          data: [
            {
              ...data.sections[1]!.data[0]!,
              title: "",
              subTitle: "",
              startDate: "",
              endDate: "",
              city: "",
              description: "",
            },
          ],
        },
      ],
    };
    renderWithIntl(<ReadingView data={hidden} config={config} />);
    expect(screen.queryByText(data.basicInfo.email)).not.toBeInTheDocument();
    expect(screen.queryByText(data.basicInfo.cellphone)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /mailto|tel/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Nothing here" })).not.toBeInTheDocument();
    expect(screen.getByText("Evil").closest("a")).toBeNull();
  });

  it("opens with the profile for the Intro template, as the page does", () => {
    const { data, config } = sampleResume("en", { templateName: "TemplateIntro" });
    const profile = data.sections.find((s) => s.profile)!;
    const moved: TResumeData = { ...data, sections: [...data.sections.filter((s) => s !== profile), profile] };
    const { container } = renderWithIntl(<ReadingView data={moved} config={config} />);
    expect(container.querySelector("[data-section-id]")).toHaveAttribute("data-section-id", profile.id);
  });
});

describe("phone toolbar", () => {
  it.each([
    ["en", "View as page", "Reading view"],
    ["zh", "查看原版页面", "阅读视图"],
  ] as const)(
    "switches the page between reading view and page view and back (%s)",
    async (locale, toPage, toReading) => {
      // jsdom does not scroll; the switch's jump to the top of the other view is checked as a call.
      const scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
      const user = userEvent.setup();
      const { container } = renderWithIntl(
        <main className="public-page">
          <ViewSwitch />
        </main>,
        locale,
      );
      const page = container.querySelector<HTMLElement>(".public-page")!;
      expect(page.dataset.view).toBeUndefined();
      await user.click(screen.getByRole("button", { name: toPage }));
      expect(page.dataset.view).toBe("page");
      expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
      await user.click(screen.getByRole("button", { name: toReading }));
      expect(page.dataset.view).toBe("reading");
      expect(screen.getByRole("button", { name: toPage })).toBeInTheDocument();
      scrollTo.mockRestore();
    },
  );

  it("offers writing and calling only with a visible e-mail and phone, and download only when allowed", () => {
    const first = renderWithIntl(
      <PublicToolbar
        options={noOptions}
        shareUrl="http://x/r/a"
        downloadEndpoint="/api/download/public/a"
        name="A"
        contact={{ email: "ada@example.com", phone: "+1 (206) 555-0148" }}
        labels={toolbarLabels}
      />,
    );
    expect(screen.getByRole("link", { name: "Email" })).toHaveAttribute("href", "mailto:ada@example.com");
    expect(screen.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+12065550148");
    expect(screen.queryByRole("button", { name: "Download PDF" })).not.toBeInTheDocument();
    // Nothing the owner controls: the bar is for phones only (hidden above 768 px by public-page.css).
    expect(screen.getByRole("navigation")).toHaveClass("public-toolbar-narrow");

    first.unmount();
    renderWithIntl(
      <PublicToolbar
        options={{ ...noOptions, downloadable: true, hideEmail: true, hidePhone: true }}
        shareUrl="http://x/r/a"
        downloadEndpoint="/api/download/public/a"
        name="A"
        contact={{ email: "", phone: "" }}
        labels={toolbarLabels}
      />,
    );
    expect(screen.queryByRole("link", { name: "Email" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Call" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeInTheDocument();
    expect(screen.getByRole("navigation")).not.toHaveClass("public-toolbar-narrow");
  });
});
