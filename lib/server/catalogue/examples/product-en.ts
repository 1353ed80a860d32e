// Product management examples in English.
// Not server-only: also loaded outside a Next server bundle (scripts/bench).
import { bullets, hobbies, languages, profile, section, skills } from "../build-section";
import type { SeedExample } from "../types";

const seniorPm: SeedExample = {
  key: "en-senior-product-manager",
  locale: "en",
  category: "product-management",
  creator: "nadia-castellanos",
  name: "Senior Product Manager",
  desc: "A B2B SaaS product lead whose every bullet ties a launch to revenue, retention or activation.",
  sort: 100,
  config: { templateName: "TemplateIntro", templateTheme: "indigo", font: "inter", lang: "en", isPublic: true },
  data: {
    basicInfo: {
      name: "Nadia Castellanos",
      title: "Senior Product Manager",
      location: "Chicago, IL",
      email: "nadia.castellanos@example.com",
      cellphone: "+1 (555) 012-6619",
    },
    links: [{ name: "LinkedIn", src: "https://www.linkedin.com/in/example-nadia-castellanos" }],
    sections: [
      profile(
        "en",
        "Product manager with 7 years in B2B SaaS, the last 3 leading a team of 9 engineers and 2 designers. I run discovery with customers every week and measure success in **activation, retention and expansion revenue**.",
      ),
      section("empolyment", "en", [
        {
          title: "Fieldnote (project management SaaS)",
          subTitle: "Senior Product Manager, Collaboration",
          startDate: "2021-05",
          endDate: "",
          city: "Chicago, IL",
          description: bullets(
            "Owned the roadmap for shared workspaces; launched guest access that drove **$2.4M in new ARR** within a year.",
            "Redesigned onboarding with a checklist and templates: week-1 activation from 31 % to **47 %**.",
            "Set up a monthly customer advisory board of 12 accounts; 4 of its requests became top-10 features by usage.",
            "Partnered with pricing to introduce a team tier; net revenue retention rose from 104 % to 117 %.",
          ),
        },
        {
          title: "Ridgeway Analytics",
          subTitle: "Product Manager",
          startDate: "2018-02",
          endDate: "2021-04",
          city: "Chicago, IL",
          description: bullets(
            "Launched scheduled reports, the most used feature of 2019 (62 % of paying accounts).",
            "Cut churn of small accounts by 18 % with in-app health scores and a save flow.",
            "Ran 40+ A/B tests with the growth team and documented a shared experimentation playbook.",
          ),
        },
        {
          title: "Lakeshore Consulting Group",
          subTitle: "Business Analyst",
          startDate: "2016-07",
          endDate: "2018-01",
          city: "Chicago, IL",
          description: "Mapped processes and wrote requirements for ERP rollouts at three retail clients.",
        },
      ]),
      section("education", "en", [
        {
          title: "Northwestern University",
          subTitle: "B.A. Economics, minor in Computer Science",
          startDate: "2012-09",
          endDate: "2016-06",
          city: "Evanston, IL",
        },
      ]),
      skills(
        "en",
        [
          ["Product discovery", "Expert"],
          ["Roadmapping", "Expert"],
          ["SQL", "Advanced"],
          ["Amplitude", "Advanced"],
          ["A/B testing", "Advanced"],
          ["Pricing", "Intermediate"],
          ["Figma", "Intermediate"],
        ],
        { tagStyle: "dot", position: "side" },
      ),
      section(
        "certificate",
        "en",
        [{ title: "Certified Scrum Product Owner (CSPO)", subTitle: "Scrum Alliance", startDate: "2019-03" }],
        { position: "side" },
      ),
      languages("en", [
        ["English", "Native"],
        ["Spanish", "Native"],
        ["Portuguese", "Intermediate"],
      ]),
    ],
  },
};

const associatePm: SeedExample = {
  key: "en-associate-product-manager",
  locale: "en",
  category: "product-management",
  creator: "theo-vandermeer",
  name: "Associate Product Manager (new graduate)",
  desc: "A first PM resume that turns internships, a capstone project and campus work into product evidence.",
  sort: 80,
  config: { templateName: "TemplateMinimal", templateTheme: "teal", font: "roboto", lang: "en", isPublic: true },
  data: {
    basicInfo: {
      name: "Theo Vandermeer",
      title: "Associate Product Manager",
      location: "Boston, MA",
      email: "theo.vandermeer@example.com",
      cellphone: "+1 (555) 019-3307",
    },
    links: [
      { name: "Case studies", src: "https://theo-vandermeer.example.com" },
      { name: "LinkedIn", src: "https://www.linkedin.com/in/example-theo-vandermeer" },
    ],
    sections: [
      profile(
        "en",
        "Recent information-systems graduate with two product internships. I interview users, write clear specs and read the data myself in SQL; looking for an APM role on a consumer product.",
      ),
      section("empolyment", "en", [
        {
          title: "Greenway Mobility (bike-share app)",
          subTitle: "Product Management Intern",
          startDate: "2024-06",
          endDate: "2024-08",
          city: "Boston, MA",
          description: bullets(
            "Interviewed 25 riders and found that failed unlocks caused 1 in 5 support tickets.",
            "Wrote the spec for a retry-and-refund flow; shipped in 5 weeks, unlock tickets down **34 %**.",
            "Built a Looker dashboard of trip funnels used in the weekly product review.",
          ),
        },
        {
          title: "Campus Eats (student start-up)",
          subTitle: "Product Intern",
          startDate: "2023-06",
          endDate: "2023-08",
          city: "Boston, MA",
          description: bullets(
            "Ran a pre-order pilot in 3 dining halls: 1,900 orders in 6 weeks, average wait down from 14 to 4 minutes.",
          ),
        },
      ]),
      section("project", "en", [
        {
          title: "StudySync – capstone project",
          subTitle: "Product lead, team of 4",
          startDate: "2024-01",
          endDate: "2024-05",
          description:
            "A study-group matching web app; 600 students signed up in the first month, 41 % came back weekly. Won the department's capstone award.",
        },
      ]),
      section("education", "en", [
        {
          title: "Northeastern University",
          subTitle: "B.S. Information Systems",
          startDate: "2020-09",
          endDate: "2024-05",
          city: "Boston, MA",
          description: "GPA 3.8 / 4.0 · Dean's List (6 semesters) · President, Product Club",
        },
      ]),
      skills(
        "en",
        [
          ["User interviews", "Advanced"],
          ["SQL", "Advanced"],
          ["Looker", "Intermediate"],
          ["Figma", "Intermediate"],
          ["Jira", "Intermediate"],
          ["Python", "Intermediate"],
        ],
        { tagStyle: "tag", position: "side" },
      ),
      languages("en", [
        ["English", "Native"],
        ["Dutch", "Conversational"],
      ]),
      hobbies("en", [
        ["Podcasting", "Host of a campus start-up podcast, 24 episodes."],
        ["Basketball", "Weekly pickup games."],
      ]),
    ],
  },
};

export const productExamplesEn: SeedExample[] = [seniorPm, associatePm];
