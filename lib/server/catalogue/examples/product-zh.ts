// 产品经理类中文示例。
// Not server-only: also loaded outside a Next server bundle (scripts/bench).
import { bullets, hobbies, languages, profile, section, skills } from "../build-section";
import type { SeedExample } from "../types";

const seniorPm: SeedExample = {
  key: "zh-senior-product-manager",
  locale: "zh",
  category: "product-management",
  creator: "ye-shuning",
  name: "高级产品经理（C 端）",
  desc: "社区与内容产品方向，用留存、时长与营收数据讲清每一次产品决策。",
  sort: 100,
  config: {
    templateName: "TemplateSidebar",
    templateTheme: "emerald",
    font: "noto-sans-sc",
    lang: "ch",
    isPublic: true,
  },
  data: {
    basicInfo: {
      name: "叶书宁",
      title: "高级产品经理",
      location: "北京",
      email: "ye.shuning@example.com",
      cellphone: "136 0000 2390",
      birth: "1992-11",
      wechat: "shuning_pm",
    },
    links: [],
    sections: [
      profile(
        "ch",
        "7 年互联网产品经验，其中 4 年负责千万级 DAU 的内容社区产品。擅长用户研究、数据分析与商业化设计，带领过 15 人的跨职能团队完成从 0 到 1 与规模化增长。",
      ),
      section("empolyment", "ch", [
        {
          title: "北京拾光互动科技有限公司",
          subTitle: "高级产品经理",
          startDate: "2020-04",
          endDate: "",
          city: "北京",
          description: bullets(
            "负责社区推荐与互动功能，主导“话题圈”改版，次日留存提升 **4.1 个百分点**，人均使用时长增加 11 分钟。",
            "设计创作者激励体系，月活创作者从 8 万增长到 **23 万**，优质内容占比提升 35%。",
            "从 0 到 1 搭建会员订阅，上线首年付费用户 46 万，营收 6,800 万元。",
            "建立需求评审与数据复盘机制，版本按时上线率由 62% 提升至 90%。",
          ),
        },
        {
          title: "上海格物信息技术有限公司",
          subTitle: "产品经理",
          startDate: "2017-07",
          endDate: "2020-03",
          city: "上海",
          description: bullets(
            "负责资讯 App 的搜索与个性化推送，搜索结果点击率提升 27%。",
            "推动推送分层策略，卸载率下降 15%，推送打开率提升至 9.8%。",
          ),
        },
      ]),
      section("project", "ch", [
        {
          title: "社区内容安全体系建设",
          subTitle: "项目负责人",
          startDate: "2021-09",
          endDate: "2022-06",
          description: "联合算法与审核团队建立分级审核流程，违规内容曝光量下降 **72%**，人工审核成本降低 30%。",
        },
      ]),
      section("education", "ch", [
        {
          title: "中国人民大学",
          subTitle: "信息管理与信息系统 · 硕士",
          startDate: "2015-09",
          endDate: "2017-06",
          city: "北京",
        },
        {
          title: "武汉大学",
          subTitle: "信息管理与信息系统 · 本科",
          startDate: "2011-09",
          endDate: "2015-06",
          city: "武汉",
        },
      ]),
      skills(
        "ch",
        [
          ["用户研究", "精通"],
          ["数据分析（SQL）", "熟练"],
          ["A/B 实验", "精通"],
          ["商业化设计", "熟练"],
          ["Axure / Figma", "熟练"],
          ["项目管理", "精通"],
        ],
        { tagStyle: "dot", position: "side" },
      ),
      languages("ch", [["英语", "雅思 7.0"]]),
    ],
  },
};

const bPm: SeedExample = {
  key: "zh-saas-product-manager",
  locale: "zh",
  category: "product-management",
  creator: "meng-jiahe",
  name: "B 端 SaaS 产品经理",
  desc: "面向企业客户的 SaaS 产品简历：需求梳理、流程设计与客户成功数据。",
  sort: 80,
  config: { templateName: "TemplateIntro", templateTheme: "emerald", font: "noto-sans-sc", lang: "ch", isPublic: true },
  data: {
    basicInfo: {
      name: "孟嘉禾",
      title: "B 端产品经理",
      location: "深圳",
      email: "meng.jiahe@example.com",
      cellphone: "137 0000 6621",
      birth: "1996-02",
    },
    links: [],
    sections: [
      profile(
        "ch",
        "3 年 B 端 SaaS 产品经验，负责连锁零售企业的进销存与会员系统。善于把复杂业务流程拆解成清晰的产品方案，并用客户续约与使用数据验证价值。",
      ),
      section("empolyment", "ch", [
        {
          title: "深圳智汇零售云科技有限公司",
          subTitle: "产品经理",
          startDate: "2022-07",
          endDate: "",
          city: "深圳",
          description: bullets(
            "负责进销存模块，梳理 40+ 门店的采购与调拨流程，上线智能补货后缺货率下降 **28%**。",
            "设计多门店权限与审批流，支持 300+ 家连锁客户，客户续约率提升至 **92%**。",
            "每月走访 6–8 家客户门店，沉淀需求池 200+ 条并按价值与成本排序。",
          ),
        },
        {
          title: "广州云帆企业服务有限公司",
          subTitle: "产品助理",
          startDate: "2021-07",
          endDate: "2022-06",
          city: "广州",
          description: bullets("参与 CRM 线索管理模块设计，编写 PRD 30+ 份，配合测试完成 12 个版本迭代。"),
        },
      ]),
      section("project", "ch", [
        {
          title: "会员营销中心",
          subTitle: "产品负责人",
          startDate: "2023-03",
          endDate: "2023-09",
          description: "支持优惠券、积分与储值三类玩法，上线半年带动客户会员复购率提升 **17%**。",
        },
      ]),
      section("education", "ch", [
        {
          title: "暨南大学",
          subTitle: "电子商务 · 本科",
          startDate: "2017-09",
          endDate: "2021-06",
          city: "广州",
          description: "校级优秀毕业生",
        },
      ]),
      skills(
        "ch",
        [
          ["业务流程梳理", "精通"],
          ["PRD 撰写", "精通"],
          ["Axure", "熟练"],
          ["SQL", "熟悉"],
          ["项目管理", "熟练"],
        ],
        { tagStyle: "tag", position: "side" },
      ),
      section("certificate", "ch", [{ title: "NPDP 产品经理国际资格认证", subTitle: "PDMA", startDate: "2023-06" }], {
        position: "side",
      }),
      languages("ch", [
        ["英语", "CET-6"],
        ["粤语", "流利"],
      ]),
      hobbies("ch", [
        ["社群运营", "业余运营一个 3,000 人的产品经理学习社群。"],
        ["徒步", "走完过武功山、雨崩等 10 余条线路。"],
      ]),
    ],
  },
};

export const productExamplesZh: SeedExample[] = [seniorPm, bPm];
