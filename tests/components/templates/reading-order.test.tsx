// The markup reads in the order the PDF's tags need (issue 25 item 3): in two columns the main column (with the name,
// when the contact sits in the sidebar) before the sidebar, whichever side the stylesheet puts it; an entry's heading
// before the dates set in its left margin; and Chinese inside an English resume marked as Chinese.
import { render } from "@testing-library/react";
import { ResumeDocument } from "@/components/resume-document/resume-document";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import { templateRegistry } from "@/lib/shared/templates/registry";

const twoColumns = templateRegistry.filter((t) => t.columns === "two").map((t) => t.componentName);

describe("reading order", () => {
  it.each(twoColumns)("%s puts the main column first and the name before the sidebar", (templateName) => {
    const { data, config } = sampleResume("en", { templateName });
    const { container } = render(<ResumeDocument data={data} config={config} />);
    const columns = container.querySelector(".rs-columns");
    expect(columns?.firstElementChild?.className).toBe("rs-main");
    expect(columns?.lastElementChild?.className).toBe("rs-aside");
    const name = container.querySelector(".rs-name");
    const aside = container.querySelector(".rs-aside");
    expect(name && aside && name.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each(["TemplateMinimal", "TemplateElegant"])("%s puts an entry's heading before its dates", (templateName) => {
    const { data, config } = sampleResume("en", { templateName });
    const { container } = render(<ResumeDocument data={data} config={config} />);
    const entries = [...container.querySelectorAll(".rs-item-date-left")];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries)
      expect([...entry.children].map((child) => child.className)).toEqual(["rs-item-body", "rs-item-aside"]);
  });
});

describe("Chinese in a resume in another language", () => {
  it("is marked zh, in a span the accessibility tree keeps", () => {
    const { data, config } = sampleResume("en");
    const edited = {
      ...data,
      basicInfo: { ...data.basicInfo, name: "Emily Carter 陈思远" },
      sections: data.sections.map((section) =>
        section.kind === "empolyment"
          ? {
              ...section,
              data: section.data.map((item) => ({
                ...item,
                city: "Shanghai 上海",
                description: "Led **上海 交通** team",
              })),
            }
          : section,
      ),
    };
    const { container } = render(<ResumeDocument data={edited} config={config} />);
    const marked = [...container.querySelectorAll('span[lang="zh"]')];
    expect(marked.every((span) => span.getAttribute("role") === "generic")).toBe(true);
    expect(container.querySelector(".rs-name")?.textContent).toBe("Emily Carter 陈思远");
    expect(container.querySelector('.rs-name span[lang="zh"]')?.textContent).toBe("陈思远");
    const texts = marked.map((span) => span.textContent);
    expect(texts).toContain("上海");
    expect(texts).toContain("上海 交通");
    expect(container.querySelector('strong span[lang="zh"]')?.textContent).toBe("上海 交通");
  });

  it("is left alone in a Chinese resume", () => {
    const { data, config } = sampleResume("ch");
    const { container } = render(<ResumeDocument data={data} config={config} />);
    expect(container.querySelectorAll("span[lang]")).toHaveLength(0);
  });
});
