// Operations examples in English.
// Not server-only: also loaded outside a Next server bundle (scripts/bench).
import { bullets, hobbies, languages, profile, section, skills } from "../build-section";
import type { SeedExample } from "../types";

const opsManager: SeedExample = {
  key: "en-operations-manager",
  locale: "en",
  category: "operations",
  creator: "gideon-harlow",
  name: "Operations Manager",
  desc: "A people-and-process leader in fulfilment: cost per order, on-time rate and safety in numbers.",
  sort: 100,
  config: {
    templateName: "TemplateExecutive",
    templateTheme: "charcoal",
    font: "merriweather",
    lang: "en",
    isPublic: true,
  },
  data: {
    basicInfo: {
      name: "Gideon Harlow",
      title: "Operations Manager",
      location: "Columbus, OH",
      email: "gideon.harlow@example.com",
      cellphone: "+1 (555) 015-9034",
    },
    links: [{ name: "LinkedIn", src: "https://www.linkedin.com/in/example-gideon-harlow" }],
    sections: [
      profile(
        "en",
        "Operations manager with 9 years in e-commerce fulfilment. I lead large shift teams, fix processes with lean methods and data, and keep people safe while volumes double.",
      ),
      section("empolyment", "en", [
        {
          title: "Crateway Fulfilment",
          subTitle: "Operations Manager",
          startDate: "2020-04",
          endDate: "",
          city: "Columbus, OH",
          description: bullets(
            "Run a 420,000 sq ft site with 6 supervisors and 230 associates, shipping **38,000 orders a day** at peak.",
            "Re-slotted fast movers and introduced batch picking: cost per order down **19 %**, on-time shipping 99.3 %.",
            "Cut recordable injuries by 52 % with a near-miss reporting programme.",
            "Launched a cross-training matrix that lowered overtime by 3,100 hours a year.",
          ),
        },
        {
          title: "Midland Home Supply",
          subTitle: "Shift Supervisor",
          startDate: "2015-06",
          endDate: "2020-03",
          city: "Indianapolis, IN",
          description: bullets(
            "Led a 45-person inbound team; dock-to-stock time from 36 to 14 hours.",
            "Rolled out handheld scanners and a WMS upgrade across 3 shifts with no lost shipping day.",
          ),
        },
      ]),
      section("education", "en", [
        {
          title: "Ohio State University",
          subTitle: "B.S. Business Administration (Operations Management)",
          startDate: "2011-09",
          endDate: "2015-05",
          city: "Columbus, OH",
        },
      ]),
      skills(
        "en",
        [
          ["Lean / Six Sigma", "Advanced"],
          ["WMS (Manhattan)", "Advanced"],
          ["Labor planning", "Expert"],
          ["Excel / Power BI", "Advanced"],
          ["OSHA safety", "Advanced"],
          ["Coaching", "Expert"],
        ],
        { tagStyle: "tag", position: "side" },
      ),
      section(
        "certificate",
        "en",
        [
          { title: "Lean Six Sigma Green Belt", subTitle: "ASQ", startDate: "2019-08" },
          { title: "OSHA 30-Hour General Industry", subTitle: "OSHA", startDate: "2018-02" },
        ],
        { position: "side" },
      ),
      languages("en", [["English", "Native"]]),
    ],
  },
};

const bizOps: SeedExample = {
  key: "en-business-operations-analyst",
  locale: "en",
  category: "operations",
  creator: "amara-lindgren",
  name: "Business Operations Analyst",
  desc: "An early-career BizOps resume: dashboards, process fixes and the hours and dollars they saved.",
  sort: 80,
  config: { templateName: "TemplateTimeline", templateTheme: "sky", font: "inter", lang: "en", isPublic: true },
  data: {
    basicInfo: {
      name: "Amara Lindgren",
      title: "Business Operations Analyst",
      location: "Atlanta, GA",
      email: "amara.lindgren@example.com",
      cellphone: "+1 (555) 010-4427",
    },
    links: [{ name: "LinkedIn", src: "https://www.linkedin.com/in/example-amara-lindgren" }],
    sections: [
      profile(
        "en",
        "Business operations analyst with 2 years at a fast-growing SaaS company. I build the reporting leaders rely on and automate the manual work between sales, finance and support.",
      ),
      section("empolyment", "en", [
        {
          title: "Quorumly (meeting software)",
          subTitle: "Business Operations Analyst",
          startDate: "2023-01",
          endDate: "",
          city: "Atlanta, GA",
          description: bullets(
            "Built the company KPI dashboard (Snowflake, Looker) reviewed weekly by the executive team.",
            "Automated quote-to-invoice hand-offs between Salesforce and NetSuite, saving **25 hours a week** of manual entry.",
            "Modelled support staffing against ticket forecasts; first-response time from 9 to 3 hours with no new hires.",
          ),
        },
        {
          title: "Peachtree Partners",
          subTitle: "Operations Intern",
          startDate: "2022-06",
          endDate: "2022-08",
          city: "Atlanta, GA",
          description: bullets("Mapped the client onboarding process and removed 4 redundant approval steps."),
        },
      ]),
      section("education", "en", [
        {
          title: "Georgia Institute of Technology",
          subTitle: "B.S. Industrial Engineering",
          startDate: "2018-08",
          endDate: "2022-05",
          city: "Atlanta, GA",
          description: "GPA 3.6 / 4.0 · Operations research club",
        },
      ]),
      skills(
        "en",
        [
          ["SQL", "Advanced"],
          ["Excel modelling", "Expert"],
          ["Looker", "Advanced"],
          ["Salesforce", "Intermediate"],
          ["Process mapping", "Advanced"],
          ["Python", "Intermediate"],
        ],
        { tagStyle: "outline", position: "side" },
      ),
      languages("en", [
        ["English", "Native"],
        ["Swedish", "Intermediate"],
      ]),
      hobbies("en", [
        ["Volunteering", "Tax-filing help for local families every spring."],
        ["Climbing", "Bouldering twice a week."],
      ]),
    ],
  },
};

export const operationsExamplesEn: SeedExample[] = [opsManager, bizOps];
