// The English sample: a senior software engineer, two A4 pages, every section kind. Used for template covers,
// previews and tests, so every field an English resume shows is filled; date of birth and WeChat stay empty, as an
// English resume leaves them out (lib/shared/resume/contact-fields.ts).
import type { SampleContent } from "./sample-types";

export const sampleEn: SampleContent = {
  basicInfo: {
    title: "Senior Software Engineer",
    name: "Emily Carter",
    avatar: "",
    location: "Seattle, WA",
    cellphone: "+1 206 555 0148",
    email: "emily.carter@example.com",
    birth: "",
    wechat: "",
  },
  links: [
    { name: "GitHub", src: "https://github.com/emilycarter" },
    { name: "LinkedIn", src: "https://www.linkedin.com/in/emilycarter" },
    { name: "Portfolio", src: "https://emilycarter.dev" },
  ],
  profile:
    "Senior software engineer with **10 years** of experience building reliable, high-traffic web platforms. I lead small teams through design, delivery and operations, and care about fast feedback loops, clear interfaces and *boring*, well-tested systems.",
  work: [
    {
      title: "Northwind Commerce",
      subTitle: "Senior Software Engineer, Checkout Platform",
      startDate: "2020-02",
      endDate: "",
      city: "Seattle, WA",
      description:
        "Tech lead of a six-person team owning checkout and payments for 14 million customers.\n- Re-architected the checkout service into event-driven components, cutting p95 latency from **820 ms to 190 ms**\n- Led the migration of 40 TB of order data to PostgreSQL with zero downtime\n- Introduced contract tests and canary releases; production incidents fell by **63%** year over year\n- Mentored four engineers, two of whom were promoted to senior",
    },
    {
      title: "Brightwave Analytics",
      subTitle: "Software Engineer II",
      startDate: "2016-07",
      endDate: "2020-01",
      city: "Portland, OR",
      description:
        "Built the data ingestion and reporting stack of a B2B analytics product.\n- Designed a streaming pipeline on Kafka processing **2 billion events per day**\n- Shipped a self-serve report builder in React and TypeScript used by 3,000 companies\n- Reduced cloud spend by $420k a year through storage tiering and query caching",
    },
    {
      title: "Cascade Labs",
      subTitle: "Software Engineer",
      startDate: "2014-06",
      endDate: "2016-06",
      city: "Seattle, WA",
      description:
        "Full-stack engineer in an early-stage startup building scheduling software for clinics.\n- Delivered the patient booking flow end to end, from API design to the mobile web UI\n- Set up continuous integration and automated database migrations",
    },
  ],
  education: [
    {
      title: "University of Washington",
      subTitle: "M.S. in Computer Science",
      startDate: "2012-09",
      endDate: "2014-06",
      city: "Seattle, WA",
      description: "Thesis on consistency models for geo-replicated databases. GPA 3.9/4.0.",
    },
    {
      title: "Oregon State University",
      subTitle: "B.S. in Computer Science",
      startDate: "2008-09",
      endDate: "2012-06",
      city: "Corvallis, OR",
      description: "Graduated *summa cum laude*; teaching assistant for Data Structures.",
    },
  ],
  skills: [
    { title: "TypeScript", description: "Expert" },
    { title: "Node.js", description: "Expert" },
    { title: "React", description: "Advanced" },
    { title: "PostgreSQL", description: "Advanced" },
    { title: "Go", description: "Advanced" },
    { title: "Kafka", description: "Advanced" },
    { title: "AWS", description: "Advanced" },
    { title: "Kubernetes", description: "Intermediate" },
    { title: "System design", description: "Expert" },
  ],
  projects: [
    {
      title: "Open-source rate limiter",
      subTitle: "Maintainer",
      startDate: "2021-06",
      endDate: "",
      description:
        "A storage-agnostic rate-limiting library for Node.js.\n- Grew to **4,000+ GitHub stars** and 900k weekly downloads\n- Added Redis Cluster and PostgreSQL back ends",
    },
    {
      title: "Payments reliability program",
      subTitle: "Lead engineer",
      startDate: "2022-01",
      endDate: "2022-09",
      description:
        "Cross-team program that brought payment success rate from 97.8% to **99.6%** through retries with idempotency keys and provider failover.",
    },
  ],
  certificates: [
    {
      title: "AWS Certified Solutions Architect – Professional",
      subTitle: "Amazon Web Services",
      startDate: "2023-04",
      description: "Credential ID AWS-PSA-20931",
    },
    {
      title: "Certified Kubernetes Application Developer",
      subTitle: "The Linux Foundation",
      startDate: "2021-11",
      description: "",
    },
  ],
  languages: [
    { title: "English", subTitle: "Native" },
    { title: "Spanish", subTitle: "Professional working proficiency (C1)" },
  ],
  hobbies: [
    { title: "Trail running", description: "Finished three ultramarathons; organise a weekly team run." },
    { title: "Woodworking", description: "Build furniture for friends and family." },
  ],
};
