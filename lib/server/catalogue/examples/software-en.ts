// Software engineering examples in English.
// Not server-only: also loaded outside a Next server bundle (scripts/bench).
import { bullets, hobbies, languages, profile, section, skills } from "../build-section";
import type { SeedExample } from "../types";

const backend: SeedExample = {
  key: "en-senior-backend-engineer",
  locale: "en",
  category: "software-engineering",
  creator: "marcus-ellery",
  name: "Senior Backend Engineer",
  desc: "Eight years of distributed systems in payments: latency, reliability and cost, each with a number.",
  sort: 100,
  config: { templateName: "TemplateModern", templateTheme: "emerald", font: "inter", lang: "en", isPublic: true },
  data: {
    basicInfo: {
      name: "Marcus Ellery",
      title: "Senior Backend Engineer",
      location: "Austin, TX",
      email: "marcus.ellery@example.com",
      cellphone: "+1 (555) 014-2231",
    },
    links: [
      { name: "GitHub", src: "https://github.com/example-mellery" },
      { name: "LinkedIn", src: "https://www.linkedin.com/in/example-marcus-ellery" },
    ],
    sections: [
      profile(
        "en",
        "Backend engineer with 8 years of experience building payment and ledger systems in Go and Java. I care about **boring, observable infrastructure**: services that stay up at peak traffic, are cheap to run, and are easy for the next engineer to change.",
      ),
      section("empolyment", "en", [
        {
          title: "Northwind Pay",
          subTitle: "Senior Software Engineer, Payments Platform",
          startDate: "2021-03",
          endDate: "",
          city: "Austin, TX",
          description: bullets(
            "Led the redesign of the authorization service (Go, gRPC, PostgreSQL) handling **4,200 requests/s** at peak; p99 latency fell from 480 ms to 95 ms.",
            "Introduced idempotency keys and an outbox pattern that cut duplicate charges from 0.04 % to zero over 14 months.",
            "Moved batch settlement from nightly cron jobs to Kafka streams, giving merchants funds **18 hours sooner**.",
            "Mentored 5 engineers; two were promoted to senior within 18 months.",
          ),
        },
        {
          title: "Brightline Logistics",
          subTitle: "Software Engineer",
          startDate: "2018-06",
          endDate: "2021-02",
          city: "Dallas, TX",
          description: bullets(
            "Built the shipment-tracking API (Java, Spring Boot) used by 1,300 business customers.",
            "Reduced AWS spend by **$310k a year** by right-sizing clusters and moving cold data to S3 Glacier.",
            "Wrote the on-call runbooks and alerting that brought mean time to recovery from 52 to 17 minutes.",
          ),
        },
        {
          title: "Cobalt Software Studio",
          subTitle: "Junior Developer",
          startDate: "2016-07",
          endDate: "2018-05",
          city: "Dallas, TX",
          description: bullets(
            "Shipped 20+ REST endpoints for client e-commerce projects in Java and Node.js.",
            "Added integration tests that raised coverage from 35 % to 78 %.",
          ),
        },
      ]),
      section("project", "en", [
        {
          title: "ledgerkit (open source)",
          subTitle: "Maintainer",
          startDate: "2020-01",
          endDate: "",
          description:
            "A double-entry ledger library for Go with 2.1k GitHub stars; used in production by 40+ companies.",
        },
      ]),
      section("education", "en", [
        {
          title: "University of Texas at Dallas",
          subTitle: "B.S. Computer Science",
          startDate: "2012-08",
          endDate: "2016-05",
          city: "Richardson, TX",
          description: "GPA 3.7 / 4.0 · Teaching assistant for Data Structures",
        },
      ]),
      skills(
        "en",
        [
          ["Go", "Expert"],
          ["Java", "Advanced"],
          ["PostgreSQL", "Expert"],
          ["Kafka", "Advanced"],
          ["Kubernetes", "Advanced"],
          ["AWS", "Advanced"],
          ["gRPC", "Advanced"],
          ["Terraform", "Intermediate"],
        ],
        { tagStyle: "tag", position: "side" },
      ),
      section(
        "certificate",
        "en",
        [
          {
            title: "AWS Certified Solutions Architect – Professional",
            subTitle: "Amazon Web Services",
            startDate: "2022-09",
          },
        ],
        { position: "side" },
      ),
      languages("en", [
        ["English", "Native"],
        ["Spanish", "Professional working"],
      ]),
    ],
  },
};

const frontend: SeedExample = {
  key: "en-frontend-engineer",
  locale: "en",
  category: "software-engineering",
  creator: "avery-lindqvist",
  name: "Frontend Engineer",
  desc: "A React and TypeScript engineer whose resume leads with performance and accessibility wins.",
  sort: 90,
  config: { templateName: "TemplateSidebar", templateTheme: "navy", font: "ibm-plex-sans", lang: "en", isPublic: true },
  data: {
    basicInfo: {
      name: "Avery Lindqvist",
      title: "Frontend Engineer",
      location: "Seattle, WA",
      email: "avery.lindqvist@example.com",
      cellphone: "+1 (555) 017-8840",
    },
    links: [
      { name: "Portfolio", src: "https://avery-lindqvist.example.com" },
      { name: "GitHub", src: "https://github.com/example-averyl" },
    ],
    sections: [
      profile(
        "en",
        "Frontend engineer with 5 years of experience in React and TypeScript. I build fast, accessible interfaces and the design systems behind them, and I like measuring the result in Core Web Vitals and conversion.",
      ),
      section("empolyment", "en", [
        {
          title: "Harbor & Pine (online home goods)",
          subTitle: "Frontend Engineer II",
          startDate: "2022-01",
          endDate: "",
          city: "Seattle, WA",
          description: bullets(
            "Rebuilt the product page in Next.js with server components: LCP from 3.9 s to **1.6 s**, conversion **+7.2 %**.",
            "Created the shared component library (48 components, Storybook, visual tests) now used by 6 teams.",
            "Brought the checkout to WCAG 2.2 AA; fixed 130 axe violations and added keyboard tests to CI.",
          ),
        },
        {
          title: "Pinecone Health",
          subTitle: "Frontend Developer",
          startDate: "2019-08",
          endDate: "2021-12",
          city: "Portland, OR",
          description: bullets(
            "Built the patient scheduling app in React and Redux, booking **45,000 appointments a month**.",
            "Cut the JavaScript bundle by 38 % with code splitting and by replacing Moment.js.",
            "Ran the migration from JavaScript to TypeScript across 210 files without a feature freeze.",
          ),
        },
      ]),
      section("project", "en", [
        {
          title: "a11y-lint-action",
          subTitle: "Side project",
          startDate: "2023-04",
          endDate: "2023-06",
          description: "A GitHub Action that comments axe results on pull requests; 900 weekly installs.",
        },
      ]),
      section("education", "en", [
        {
          title: "Oregon State University",
          subTitle: "B.S. Computer Science",
          startDate: "2015-09",
          endDate: "2019-06",
          city: "Corvallis, OR",
          description: "Minor in Graphic Design",
        },
      ]),
      skills(
        "en",
        [
          ["TypeScript", "Expert"],
          ["React", "Expert"],
          ["Next.js", "Advanced"],
          ["CSS / Tailwind", "Expert"],
          ["Accessibility", "Advanced"],
          ["Playwright", "Advanced"],
          ["Node.js", "Intermediate"],
        ],
        { tagStyle: "outline", position: "side" },
      ),
      languages("en", [
        ["English", "Native"],
        ["Swedish", "Conversational"],
      ]),
      hobbies("en", [
        ["Mentoring", "Volunteer mentor at a local coding bootcamp."],
        ["Trail running", "Two half marathons a year."],
      ]),
    ],
  },
};

export const softwareExamplesEn: SeedExample[] = [backend, frontend];
