// Marketing examples in English.
// Not server-only: also loaded outside a Next server bundle (scripts/bench).
import { bullets, hobbies, languages, profile, section, skills } from "../build-section";
import type { SeedExample } from "../types";

const growth: SeedExample = {
  key: "en-growth-marketing-manager",
  locale: "en",
  category: "marketing",
  creator: "camille-okonjo",
  name: "Growth Marketing Manager",
  desc: "Paid, lifecycle and SEO growth with budgets, CAC and payback stated plainly.",
  sort: 100,
  config: { templateName: "TemplateBold", templateTheme: "indigo", font: "inter", lang: "en", isPublic: true },
  data: {
    basicInfo: {
      name: "Camille Okonjo",
      title: "Growth Marketing Manager",
      location: "London, UK",
      email: "camille.okonjo@example.com",
      cellphone: "+44 20 7946 0321",
    },
    links: [{ name: "LinkedIn", src: "https://www.linkedin.com/in/example-camille-okonjo" }],
    sections: [
      profile(
        "en",
        "Growth marketer with 7 years in B2C subscription apps. I manage multi-million budgets across paid social, search and lifecycle, and I hold myself to **CAC payback**, not clicks.",
      ),
      section("empolyment", "en", [
        {
          title: "Fitloop (fitness subscription app)",
          subTitle: "Growth Marketing Manager",
          startDate: "2021-02",
          endDate: "",
          city: "London, UK",
          description: bullets(
            "Own a £4.5M annual acquisition budget across Meta, TikTok, Google and Apple Search Ads; grew paid subscribers **2.3×** in two years.",
            "Cut blended CAC by 28 % by moving to creative testing sprints (120 concepts a quarter).",
            "Launched lifecycle journeys in Braze that lifted trial-to-paid conversion from 38 % to **46 %**.",
            "Manage a team of 4 marketers and 2 agencies.",
          ),
        },
        {
          title: "Wordloom (language-learning app)",
          subTitle: "Performance Marketing Specialist",
          startDate: "2017-09",
          endDate: "2021-01",
          city: "London, UK",
          description: bullets(
            "Scaled Google Ads in 9 markets from £40k to £300k a month at a stable ROAS.",
            "Built the SEO landing-page programme: 350 pages, 1.1M organic visits a year.",
          ),
        },
      ]),
      section("education", "en", [
        {
          title: "University of Manchester",
          subTitle: "BSc Management with Marketing",
          startDate: "2014-09",
          endDate: "2017-06",
          city: "Manchester, UK",
          description: "First-class honours",
        },
      ]),
      skills(
        "en",
        [
          ["Paid social", "Expert"],
          ["Google Ads", "Expert"],
          ["Lifecycle / CRM", "Advanced"],
          ["SQL", "Intermediate"],
          ["Attribution & MMM", "Advanced"],
          ["SEO", "Advanced"],
        ],
        { tagStyle: "tag", position: "side" },
      ),
      section(
        "certificate",
        "en",
        [{ title: "Google Ads Search Certification", subTitle: "Google", startDate: "2023-03" }],
        { position: "side" },
      ),
      languages("en", [
        ["English", "Native"],
        ["French", "Fluent"],
        ["Yoruba", "Conversational"],
      ]),
    ],
  },
};

const content: SeedExample = {
  key: "en-content-marketing-specialist",
  locale: "en",
  category: "marketing",
  creator: "jasper-quill-hartley",
  name: "Content Marketing Specialist",
  desc: "A writer-marketer's resume: organic traffic, leads and a newsletter, with the numbers behind them.",
  sort: 80,
  config: { templateName: "TemplateElegant", templateTheme: "burgundy", font: "lora", lang: "en", isPublic: true },
  data: {
    basicInfo: {
      name: "Jasper Quill-Hartley",
      title: "Content Marketing Specialist",
      location: "Melbourne, Australia",
      email: "jasper.qh@example.com",
      cellphone: "+61 3 9010 0248",
    },
    links: [
      { name: "Writing samples", src: "https://jasper-writes.example.com" },
      { name: "LinkedIn", src: "https://www.linkedin.com/in/example-jasper-qh" },
    ],
    sections: [
      profile(
        "en",
        "Content marketer with 3 years in B2B software. I plan editorial calendars around search intent, write and edit long-form content, and report on the leads it brings in.",
      ),
      section("empolyment", "en", [
        {
          title: "Tallyhub (accounting software)",
          subTitle: "Content Marketing Specialist",
          startDate: "2022-03",
          endDate: "",
          city: "Melbourne, Australia",
          description: bullets(
            "Grew organic blog traffic from 40k to **210k monthly visits** in 18 months.",
            "Wrote 60 long-form guides; 14 rank in Google's top 3 for their main keyword.",
            "Started a monthly newsletter that reached 18,000 subscribers and sources 12 % of trial sign-ups.",
          ),
        },
        {
          title: "Brightdesk Agency",
          subTitle: "Junior Copywriter",
          startDate: "2021-01",
          endDate: "2022-02",
          city: "Melbourne, Australia",
          description: bullets("Wrote web and email copy for 15 clients in retail and tourism."),
        },
      ]),
      section("education", "en", [
        {
          title: "Monash University",
          subTitle: "Bachelor of Arts (Journalism)",
          startDate: "2017-02",
          endDate: "2020-11",
          city: "Melbourne, Australia",
        },
      ]),
      skills(
        "en",
        [
          ["SEO writing", "Expert"],
          ["Editing", "Expert"],
          ["Ahrefs", "Advanced"],
          ["HubSpot", "Advanced"],
          ["Google Analytics 4", "Intermediate"],
          ["Webflow", "Intermediate"],
        ],
        { tagStyle: "dot", position: "side" },
      ),
      languages("en", [
        ["English", "Native"],
        ["Italian", "Intermediate"],
      ]),
      hobbies("en", [
        ["Short fiction", "Two stories published in literary magazines."],
        ["Surfing", "Most weekends on the Surf Coast."],
      ]),
    ],
  },
};

export const marketingExamplesEn: SeedExample[] = [growth, content];
