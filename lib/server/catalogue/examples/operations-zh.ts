// 运营类中文示例。
// Not server-only: also loaded outside a Next server bundle (scripts/bench).
import { bullets, hobbies, languages, profile, section, skills } from "../build-section";
import type { SeedExample } from "../types";

const userOps: SeedExample = {
  key: "zh-user-operations-manager",
  locale: "zh",
  category: "operations",
  creator: "xu-qinghe",
  name: "用户运营经理",
  desc: "用户增长与会员运营方向：拉新、促活、留存每个环节都有可量化的成绩。",
  sort: 100,
  config: {
    templateName: "TemplateExecutive",
    templateTheme: "navy",
    font: "noto-sans-sc",
    lang: "ch",
    isPublic: true,
  },
  data: {
    basicInfo: {
      name: "许清和",
      title: "用户运营经理",
      location: "深圳",
      email: "xu.qinghe@example.com",
      cellphone: "189 0000 6274",
      birth: "1994-03",
      wechat: "qinghe_ops",
    },
    links: [],
    sections: [
      profile(
        "ch",
        "6 年互联网用户运营经验，负责过千万级用户的拉新、促活与会员体系。擅长精细化分层运营与活动策划，用数据驱动每一次策略迭代。",
      ),
      section("empolyment", "ch", [
        {
          title: "深圳乐跑运动科技有限公司",
          subTitle: "用户运营经理",
          startDate: "2021-05",
          endDate: "",
          city: "深圳",
          description: bullets(
            "负责 1,200 万注册用户的生命周期运营，搭建用户分层与自动化触达，30 日留存提升 **7 个百分点**。",
            "设计“打卡挑战”系列活动，单场参与 80 万人，带动付费会员转化 3.6 万人。",
            "从 0 到 1 搭建会员成长体系，会员续费率由 48% 提升至 **63%**。",
            "管理 5 人运营团队，建立活动复盘模板与 SOP。",
          ),
        },
        {
          title: "广州趣拼网络科技有限公司",
          subTitle: "用户运营专员",
          startDate: "2018-07",
          endDate: "2021-04",
          city: "广州",
          description: bullets("负责拉新裂变活动，单月新增用户最高 150 万，获客成本降低 40%。"),
        },
      ]),
      section("project", "ch", [
        {
          title: "沉睡用户召回专项",
          subTitle: "负责人",
          startDate: "2022-09",
          endDate: "2022-12",
          description: "结合短信、推送与权益券分层召回，3 个月召回沉睡用户 **52 万**，ROI 达 4.1。",
        },
      ]),
      section("education", "ch", [
        { title: "中山大学", subTitle: "市场营销 · 本科", startDate: "2014-09", endDate: "2018-06", city: "广州" },
      ]),
      skills(
        "ch",
        [
          ["用户分层", "精通"],
          ["活动策划", "精通"],
          ["会员体系", "熟练"],
          ["SQL", "熟悉"],
          ["数据分析", "熟练"],
          ["团队管理", "熟练"],
        ],
        { tagStyle: "dot", position: "side" },
      ),
      languages("ch", [
        ["英语", "CET-6"],
        ["粤语", "流利"],
      ]),
      hobbies("ch", [["跑步", "完成 3 次全程马拉松。"]]),
    ],
  },
};

const ecommerce: SeedExample = {
  key: "zh-ecommerce-operations-specialist",
  locale: "zh",
  category: "operations",
  creator: "he-yuzhou",
  name: "电商运营专员",
  desc: "天猫与抖音店铺运营简历：GMV、转化率与大促成绩一目了然。",
  sort: 80,
  config: { templateName: "TemplateBold", templateTheme: "teal", font: "noto-sans-sc", lang: "ch", isPublic: true },
  data: {
    basicInfo: {
      name: "何予舟",
      title: "电商运营专员",
      location: "杭州",
      email: "he.yuzhou@example.com",
      cellphone: "131 0000 9805",
      birth: "1999-07",
    },
    links: [],
    sections: [
      profile(
        "ch",
        "2 年电商运营经验，负责家居品牌天猫旗舰店与抖音小店。熟悉店铺日常运营、商品上新、活动报名与直播间运营，对转化数据敏感。",
      ),
      section("empolyment", "ch", [
        {
          title: "杭州木语家居有限公司",
          subTitle: "电商运营专员",
          startDate: "2023-02",
          endDate: "",
          city: "杭州",
          description: bullets(
            "负责天猫旗舰店日常运营，优化主图与详情页后店铺转化率由 2.1% 提升至 **3.4%**。",
            "参与“双 11”大促筹备，店铺 GMV 达 **1,860 万元**，同比增长 46%。",
            "搭建抖音小店直播排期与话术库，月均直播 GMV 突破 200 万元。",
          ),
        },
        {
          title: "宁波优选贸易有限公司",
          subTitle: "电商运营助理",
          startDate: "2022-07",
          endDate: "2023-01",
          city: "宁波",
          description: bullets("负责商品上架与库存同步，处理 SKU 600+ 个，上架差错率降为 0。"),
        },
      ]),
      section("education", "ch", [
        {
          title: "浙江工商大学",
          subTitle: "电子商务 · 本科",
          startDate: "2018-09",
          endDate: "2022-06",
          city: "杭州",
          description: "全国大学生电子商务“创新、创意及创业”挑战赛省级一等奖",
        },
      ]),
      skills(
        "ch",
        [
          ["店铺运营", "熟练"],
          ["生意参谋", "熟练"],
          ["直通车 / 万相台", "熟悉"],
          ["直播运营", "熟练"],
          ["Excel", "熟练"],
        ],
        { tagStyle: "tag", position: "side" },
      ),
      languages("ch", [["英语", "CET-4"]]),
      hobbies("ch", [["家居改造", "小红书家居改造笔记累计 5 万赞。"]]),
    ],
  },
};

export const operationsExamplesZh: SeedExample[] = [userOps, ecommerce];
