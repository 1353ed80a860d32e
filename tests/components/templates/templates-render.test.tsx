// Every template renders every section kind and every item field of both samples, and honours hideEmail/hidePhone.
import { render } from "@testing-library/react";
import { ResumeDocument } from "@/components/resume-document/resume-document";
import { formatDateRange } from "@/lib/shared/resume/format-date";
import { markdownToText } from "@/lib/shared/resume/markdown";
import { displayUrl } from "@/lib/shared/resume/safe-url";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import { templateRegistry } from "@/lib/shared/templates/registry";

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

describe.each(templateRegistry.map((t) => t.componentName))("%s", (templateName) => {
  it.each(["en", "ch"] as const)("renders every section and field of the %s sample", (lang) => {
    const { data, config } = sampleResume(lang, { templateName });
    const { container } = render(<ResumeDocument data={data} config={config} />);
    const root = container.querySelector(".rs-root");
    expect(root?.getAttribute("data-template")).toBe(templateName);
    const text = normalise(container.textContent ?? "");
    const { basicInfo } = data;
    for (const value of [
      basicInfo.name,
      basicInfo.title,
      basicInfo.location,
      basicInfo.cellphone,
      basicInfo.email,
      basicInfo.birth,
      basicInfo.wechat,
    ]) {
      expect(text).toContain(value);
    }
    for (const link of data.links) {
      expect(text).toContain(link.name);
      expect(container.querySelector(`a[href="${link.src}"]`)?.textContent).toBe(displayUrl(link.src));
    }
    expect(container.querySelectorAll(".rs-section")).not.toHaveLength(0);
    for (const section of data.sections) {
      const node = container.querySelector(`[data-section-id="${section.id}"]`);
      expect(node).not.toBeNull();
      const sectionText = normalise(node?.textContent ?? "");
      expect(sectionText).toContain(section.name);
      for (const item of section.data) {
        for (const field of [item.title, item.subTitle, item.city]) expect(sectionText).toContain(field);
        for (const line of markdownToText(item.description).split("\n")) expect(sectionText).toContain(normalise(line));
        if (!section.onlyDesc && !section.profile && section.type !== "skills" && item.startDate) {
          const openEnded = ["empolyment", "education"].includes(section.type) || section.kind === "project";
          expect(sectionText).toContain(formatDateRange(item.startDate, item.endDate, lang, openEnded));
        }
      }
    }
    expect(text).toContain(lang === "ch" ? "至今" : "Present");
    // Markdown is rendered as elements, never as literal markers.
    expect(container.querySelector(".rs-rich strong")).not.toBeNull();
    expect(container.querySelector(".rs-rich li")).not.toBeNull();
    expect(text).not.toContain("**");
  });

  it("leaves hidden e-mail and phone out of the markup entirely", () => {
    const { data, config } = sampleResume("en", { templateName });
    const { container } = render(<ResumeDocument data={data} config={config} hideEmail hidePhone />);
    expect(container.innerHTML).not.toContain(data.basicInfo.email);
    expect(container.innerHTML).not.toContain("206 555");
    expect(container.textContent).toContain(data.basicInfo.location);
  });
});

describe("ResumeDocument", () => {
  it("falls back to TemplateModern for an unknown template and applies theme, font and spacing", () => {
    const { data, config } = sampleResume("ch", {
      templateName: "TemplateNope",
      templateTheme: "blue",
      font: "lora",
      spacing: { preset: "compact", section: 4, item: 2, page: 10 },
    });
    const { container } = render(<ResumeDocument data={data} config={config} />);
    const root = container.querySelector<HTMLElement>(".rs-root");
    expect(root?.getAttribute("data-template")).toBe("TemplateModern");
    expect(root?.getAttribute("lang")).toBe("zh-CN");
    expect(root?.style.getPropertyValue("--rs-accent")).toBe("#1d4ed8");
    // The static build of the face (a variable font prints into PDFs as Type 3).
    expect(root?.style.getPropertyValue("--rs-font")).toMatch(/^"Lora", "Noto Serif SC"/);
    expect(root?.style.getPropertyValue("--rs-section-gap")).toBe("12px");
  });

  it("renders every skill tag style, item and section px styles, an avatar, and never user HTML", () => {
    const { data, config } = sampleResume("en");
    data.basicInfo.avatar = "/uploads/avatar.png";
    const skills = data.sections.find((s) => s.type === "skills");
    if (!skills) throw new Error("sample has skills");
    skills.styles = { marginTop: 24 };
    const first = skills.data[0];
    if (first) first.styles = { paddingLeft: 8 };
    const profile = data.sections.find((s) => s.profile)?.data[0];
    if (profile) profile.description = "<script>alert(1)</script> **ok**";
    for (const tagStyle of ["none", "tag", "outline", "bar", "dot"] as const) {
      skills.tagStyle = tagStyle;
      const { container, unmount } = render(
        <ResumeDocument data={{ ...data, sections: data.sections.map((s) => ({ ...s })) }} config={config} />,
      );
      expect(container.querySelector(`.rs-skills-${tagStyle}`)).not.toBeNull();
      expect(container.querySelector(`[data-section-id="${skills.id}"]`)?.getAttribute("style")).toContain(
        "margin-top: 24px",
      );
      expect(container.querySelector(`.rs-skills-${tagStyle} > li`)?.getAttribute("style")).toContain(
        "padding-left: 8px",
      );
      expect(container.querySelector("img.rs-avatar")?.getAttribute("src")).toBe("/uploads/avatar.png");
      expect(container.querySelector("script")).toBeNull();
      expect(container.textContent).toContain("<script>alert(1)</script>");
      if (tagStyle === "bar")
        expect(container.querySelector(".rs-skill-bar > span")?.getAttribute("style")).toContain("width: 100%");
      if (tagStyle === "dot") expect(container.querySelectorAll(".rs-skill-dots > span.on").length).toBeGreaterThan(0);
      unmount();
    }
  });

  it.each(templateRegistry.map((t) => t.componentName))(
    "%s leaves out sections with nothing to print, headings included",
    (templateName) => {
      const { data, config } = sampleResume("en", { templateName });
      const blank = {
        id: "blank",
        title: " ",
        subTitle: "",
        startDate: "",
        endDate: "",
        city: "",
        description: "  \n**  **",
        styles: {},
      };
      const base = {
        isCreated: true,
        type: "custom",
        columns: "one",
        tagStyle: "none",
        onlyDesc: false,
        profile: false,
        styles: {},
      } as const;
      data.sections.push(
        { ...base, id: "no-entries", name: "Volunteering", position: "main", data: [] },
        { ...base, id: "blank-entry", name: "Publications", position: "side", data: [blank] },
        // A summary shows only title and text: dates alone print nothing there.
        {
          ...base,
          id: "dates-only",
          name: "Summary",
          position: "main",
          onlyDesc: true,
          data: [{ ...blank, startDate: "2020-01" }],
        },
        {
          ...base,
          id: "skills-blank",
          name: "Tools",
          type: "skills",
          tagStyle: "tag",
          position: "side",
          data: [{ ...blank, city: "Paris" }],
        },
      );
      // A section with real entries among blank ones prints, with just the real ones.
      const skills = data.sections.find((s) => s.type === "skills");
      if (!skills) throw new Error("sample has skills");
      const realSkills = skills.data.length;
      skills.data = [...skills.data, { ...blank, id: "blank-skill" }];
      // Sidebar templates print contact details under a "Contact" heading: none of them, no heading.
      data.basicInfo = { ...data.basicInfo, location: "", cellphone: "", email: "", birth: "", wechat: "" };
      data.links = [];
      const { container } = render(<ResumeDocument data={data} config={config} />);
      for (const id of ["no-entries", "blank-entry", "dates-only", "skills-blank"])
        expect(container.querySelector(`[data-section-id="${id}"]`)).toBeNull();
      for (const name of ["Volunteering", "Publications", "Summary", "Tools", "Contact"])
        expect(container.textContent).not.toContain(name);
      expect(container.querySelector(".rs-section-contact")).toBeNull();
      expect(container.querySelector(`[data-section-id="${skills.id}"] .rs-section-title`)?.textContent).toBe(
        skills.name,
      );
      expect(container.querySelectorAll(`[data-section-id="${skills.id}"] li`)).toHaveLength(realSkills);
    },
  );

  it("TemplateIntro puts the profile first even when the user moved it down", () => {
    const { data, config } = sampleResume("en", { templateName: "TemplateIntro" });
    data.sections.push(...data.sections.splice(0, 1));
    const { container } = render(<ResumeDocument data={data} config={config} />);
    expect(container.querySelector(".rs-section")?.getAttribute("data-section-id")).toBe("sample-profile");
  });
});
