// Sample content for newly created certificate, language, project and hobby modules (docs/product.md §3): a new module
// shows the user what a good entry looks like, in the resume's language. Chinese content is written for Chinese
// readers, not translated word for word.
import type { TItem, TSectionKind } from "@/lib/shared/validations/resume-document/document";

export type SampleLang = "en" | "ch";
type ItemSample = Pick<TItem, "title" | "subTitle" | "startDate" | "endDate" | "city" | "description">;

const item = (fields: Partial<ItemSample>): ItemSample => ({
  title: "",
  subTitle: "",
  startDate: "",
  endDate: "",
  city: "",
  description: "",
  ...fields,
});

export const moduleSamples: Record<SampleLang, Partial<Record<TSectionKind, ItemSample[]>>> = {
  en: {
    certificate: [
      item({
        title: "AWS Certified Solutions Architect – Professional",
        subTitle: "Amazon Web Services",
        startDate: "2023-04",
        description: "Credential ID AWS-PSA-20931",
      }),
    ],
    language: [
      item({ title: "English", subTitle: "Native" }),
      item({ title: "Spanish", subTitle: "Professional working proficiency (C1)" }),
    ],
    project: [
      item({
        title: "Open-source rate limiter",
        subTitle: "Maintainer",
        startDate: "2021-06",
        endDate: "",
        description:
          "A storage-agnostic rate-limiting library for Node.js.\n- Grew to **4,000+ GitHub stars** and 900k weekly downloads\n- Added Redis Cluster and PostgreSQL back ends",
      }),
    ],
    hobby: [
      item({ title: "Trail running", description: "Finished three ultramarathons; organise a weekly team run." }),
    ],
  },
  ch: {
    certificate: [
      item({
        title: "系统架构设计师（高级）",
        subTitle: "工业和信息化部",
        startDate: "2023-05",
        description: "全国计算机技术与软件专业技术资格（水平）考试",
      }),
    ],
    language: [item({ title: "英语", subTitle: "CET-6，可作为工作语言" }), item({ title: "普通话", subTitle: "母语" })],
    project: [
      item({
        title: "开源限流组件",
        subTitle: "核心维护者",
        startDate: "2021-06",
        endDate: "",
        description:
          "面向 Node.js 的存储无关限流库。\n- GitHub 获得 **4000+ 星标**，周下载量 90 万次\n- 新增 Redis 集群与 PostgreSQL 存储支持",
      }),
    ],
    hobby: [item({ title: "越野跑", description: "完成三次超级马拉松，组织团队每周夜跑。" })],
  },
};
