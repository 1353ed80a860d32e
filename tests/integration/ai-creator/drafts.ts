// What the fake model writes: a full resume draft in English and in Chinese, and the user's own entries.
import type { TResumeDraft } from "@/lib/shared/validations/ai/resume-draft";

export const draftEn: TResumeDraft = {
  title: "Data Analyst",
  summary: "Analyst who turns data into decisions.",
  work: [
    {
      organization: "Globex Corp",
      title: "Data Analyst",
      startDate: "2021-03",
      endDate: "present",
      city: "London",
      description: "Owned the weekly KPI report.\n- Automated 12 dashboards",
    },
  ],
  education: [
    {
      organization: "UCL",
      title: "M.Sc. Statistics",
      startDate: "2017-09",
      endDate: "2018-09",
      city: "London",
      description: "",
    },
  ],
  projects: [
    {
      organization: "Churn model",
      title: "Lead",
      startDate: "2022-01",
      endDate: "2022-06",
      city: "",
      description: "Predicted churn.",
    },
  ],
  skills: [
    { name: "SQL", level: "Expert" },
    { name: "Python", level: "Advanced" },
  ],
};

export const draftZh: TResumeDraft = {
  title: "数据分析师",
  summary: "善于用数据驱动决策的分析师。",
  work: [
    {
      organization: "字节跳动",
      title: "数据分析师",
      startDate: "2021-03",
      endDate: "present",
      city: "北京",
      description: "负责每周核心指标报告。\n- 自动化 12 个看板",
    },
  ],
  education: [
    {
      organization: "北京大学",
      title: "统计学硕士",
      startDate: "2017-09",
      endDate: "2018-09",
      city: "北京",
      description: "",
    },
  ],
  projects: [],
  skills: [{ name: "SQL", level: "精通" }],
};

/** The empty draft the prompt asks for when the job title is not one after all (validateFail). */
export const rejectedDraft: TResumeDraft = {
  title: "",
  summary: "",
  work: [],
  education: [],
  projects: [],
  skills: [],
};

/** Typed by the user with odd spacing inside and casing the model would "fix": kept exactly. */
export const userWork = [
  {
    title: "  senior  data analyst",
    organization: "globex corp  ltd",
    startDate: "2021-03",
    endDate: "",
    isPresent: true,
    description: "My own words:\n- kept  as typed",
  },
];
export const userEducation = [
  {
    title: "M.Sc. Statistics",
    organization: "University College London",
    startDate: "2017-09",
    endDate: "2018-09",
    isPresent: false,
    description: "",
  },
];

/** Exact figures, so tests can assert the settlement: 1,200 used of the 1,500 reserved. */
export const USAGE_1200 = { prompt_tokens: 500, completion_tokens: 700, total_tokens: 1200 };
