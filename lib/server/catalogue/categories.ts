// Example categories (docs/product.md §3 Category). Higher sort first; the examples page groups and anchors by slug.
import "server-only";
import type { SeedCategory } from "./types";

export const seedCategories: SeedCategory[] = [
  {
    slug: "software-engineering",
    name: "Software Engineering",
    nameZh: "软件开发",
    desc: "Backend, frontend and full-stack engineers who ship and run production systems.",
    descZh: "后端、前端与全栈工程师：交付并维护线上系统。",
    sort: 60,
  },
  {
    slug: "product-management",
    name: "Product Management",
    nameZh: "产品经理",
    desc: "Product managers who turn research and data into roadmaps, launches and growth.",
    descZh: "把用户研究和数据变成路线图、上线与增长的产品经理。",
    sort: 50,
  },
  {
    slug: "design",
    name: "Design",
    nameZh: "设计",
    desc: "Product, UX and visual designers with measurable impact on real products.",
    descZh: "产品、交互与视觉设计师：用可衡量的结果说话。",
    sort: 40,
  },
  {
    slug: "data-ai",
    name: "Data & AI",
    nameZh: "数据与人工智能",
    desc: "Data analysts, data scientists and machine-learning engineers.",
    descZh: "数据分析师、数据科学家与机器学习工程师。",
    sort: 30,
  },
  {
    slug: "marketing",
    name: "Marketing",
    nameZh: "市场营销",
    desc: "Growth, content and brand marketers who grow audiences and revenue.",
    descZh: "增长、内容与品牌营销人：带来用户与营收。",
    sort: 20,
  },
  {
    slug: "operations",
    name: "Operations",
    nameZh: "运营",
    desc: "Operations, user and e-commerce specialists who keep the business running and scaling.",
    descZh: "业务、用户与电商运营：让业务稳定运转并持续扩张。",
    sort: 10,
  },
];
