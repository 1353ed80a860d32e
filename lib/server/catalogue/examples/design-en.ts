// Design examples in English.
// Not server-only: also loaded outside a Next server bundle (scripts/bench).
import { bullets, hobbies, languages, profile, section, skills } from "../build-section";
import type { SeedExample } from "../types";

const productDesigner: SeedExample = {
  key: "en-senior-product-designer",
  locale: "en",
  category: "design",
  creator: "isla-moreau",
  name: "Senior Product Designer",
  desc: "A product designer's resume that shows outcomes, not just screens: conversion, task time and a design system.",
  sort: 100,
  config: {
    templateName: "TemplateCreative",
    templateTheme: "violet",
    font: "ibm-plex-sans",
    lang: "en",
    isPublic: true,
  },
  data: {
    basicInfo: {
      name: "Isla Moreau",
      title: "Senior Product Designer",
      location: "New York, NY",
      email: "isla.moreau@example.com",
      cellphone: "+1 (555) 013-4478",
    },
    links: [
      { name: "Portfolio", src: "https://islamoreau.example.com" },
      { name: "Dribbble", src: "https://dribbble.com/example-islamoreau" },
    ],
    sections: [
      profile(
        "en",
        "Product designer with 6 years of experience across fintech and marketplaces. I lead work from research to shipped UI, build design systems engineers enjoy using, and judge my work by **what users can do faster**.",
      ),
      section("empolyment", "en", [
        {
          title: "Ledgerly (personal finance app, 3M users)",
          subTitle: "Senior Product Designer",
          startDate: "2021-09",
          endDate: "",
          city: "New York, NY",
          description: bullets(
            "Led the redesign of bank linking: completion from 58 % to **81 %**, support tickets down 40 %.",
            "Built the Tide design system (tokens, 70 components, Figma + React) adopted by 4 product squads.",
            "Ran 30+ usability sessions a quarter and set up a research repository used by the whole product team.",
          ),
        },
        {
          title: "Stallhouse (local services marketplace)",
          subTitle: "Product Designer",
          startDate: "2018-06",
          endDate: "2021-08",
          city: "Brooklyn, NY",
          description: bullets(
            "Designed the provider booking calendar; average time to confirm a booking dropped from 9 to 3 minutes.",
            "Introduced a shared illustration style and icon set across web, iOS and Android.",
          ),
        },
      ]),
      section("project", "en", [
        {
          title: "Accessible charts kit",
          subTitle: "Personal project",
          startDate: "2023-02",
          endDate: "2023-05",
          description: "Colour-blind-safe chart palettes and patterns for Figma; 12k community duplicates.",
        },
      ]),
      section("education", "en", [
        {
          title: "Rhode Island School of Design",
          subTitle: "BFA Graphic Design",
          startDate: "2014-09",
          endDate: "2018-05",
          city: "Providence, RI",
        },
      ]),
      skills(
        "en",
        [
          ["Figma", "Expert"],
          ["Design systems", "Expert"],
          ["User research", "Advanced"],
          ["Prototyping", "Expert"],
          ["Accessibility", "Advanced"],
          ["HTML / CSS", "Intermediate"],
        ],
        { tagStyle: "tag", position: "side" },
      ),
      languages("en", [
        ["English", "Native"],
        ["French", "Fluent"],
        ["Italian", "Conversational"],
      ]),
      hobbies("en", [
        ["Letterpress", "Print small-run posters in a shared studio."],
        ["Cycling", "Weekend rides along the Hudson."],
      ]),
    ],
  },
};

const uxResearcher: SeedExample = {
  key: "en-ux-researcher",
  locale: "en",
  category: "design",
  creator: "rowan-achterberg",
  name: "UX Researcher",
  desc: "Mixed-methods research with decisions it changed: a clear, quantified resume for research roles.",
  sort: 80,
  config: { templateName: "TemplateSplit", templateTheme: "teal", font: "inter", lang: "en", isPublic: true },
  data: {
    basicInfo: {
      name: "Rowan Achterberg",
      title: "UX Researcher",
      location: "Remote (Denver, CO)",
      email: "rowan.achterberg@example.com",
      cellphone: "+1 (555) 016-2093",
    },
    links: [{ name: "Research portfolio", src: "https://rowan-research.example.com" }],
    sections: [
      profile(
        "en",
        "UX researcher with 4 years of mixed-methods experience in health tech. I plan studies around the decision a team has to make, and I turn findings into changes that ship.",
      ),
      section("empolyment", "en", [
        {
          title: "Cadence Health",
          subTitle: "UX Researcher",
          startDate: "2022-02",
          endDate: "",
          city: "Remote",
          description: bullets(
            "Ran 60 interviews and a diary study with nurses; findings reshaped the shift-handover feature, cutting handover time by **6 minutes per shift**.",
            "Built a quarterly UX benchmark (SUS, task success) across 3 products; SUS rose from 64 to 78.",
            "Trained 12 designers and PMs to run their own lightweight usability tests.",
          ),
        },
        {
          title: "Brightpath Insurance",
          subTitle: "Research Associate",
          startDate: "2020-06",
          endDate: "2022-01",
          city: "Denver, CO",
          description: bullets(
            "Designed surveys (n = 4,800) that sized the demand for a claims-tracking app, later used by 70 % of claimants.",
          ),
        },
      ]),
      section("education", "en", [
        {
          title: "University of Michigan",
          subTitle: "M.S. Information (Human–Computer Interaction)",
          startDate: "2018-09",
          endDate: "2020-05",
          city: "Ann Arbor, MI",
        },
        {
          title: "University of Colorado Boulder",
          subTitle: "B.A. Psychology",
          startDate: "2014-09",
          endDate: "2018-05",
          city: "Boulder, CO",
        },
      ]),
      skills(
        "en",
        [
          ["Interviews", "Expert"],
          ["Usability testing", "Expert"],
          ["Survey design", "Advanced"],
          ["Diary studies", "Advanced"],
          ["R / statistics", "Intermediate"],
          ["Dovetail", "Advanced"],
        ],
        { tagStyle: "outline", position: "side" },
      ),
      section(
        "certificate",
        "en",
        [{ title: "Certified Usability Analyst (CUA)", subTitle: "Human Factors International", startDate: "2021-10" }],
        { position: "side" },
      ),
      languages("en", [
        ["English", "Native"],
        ["German", "Intermediate"],
      ]),
    ],
  },
};

export const designExamplesEn: SeedExample[] = [productDesigner, uxResearcher];
