// 数据与人工智能类中文示例。
// Not server-only: also loaded outside a Next server bundle (scripts/bench).
import { bullets, hobbies, languages, profile, section, skills } from "../build-section";
import type { SeedExample } from "../types";

const analyst: SeedExample = {
  key: "zh-data-analyst",
  locale: "zh",
  category: "data-ai",
  creator: "jiang-yingxue",
  name: "数据分析师",
  desc: "互联网数据分析岗位简历：指标体系、归因分析与业务增长结果并重。",
  sort: 100,
  config: {
    templateName: "TemplateCompact",
    templateTheme: "emerald",
    font: "noto-sans-sc",
    lang: "ch",
    isPublic: true,
  },
  data: {
    basicInfo: {
      name: "江映雪",
      title: "数据分析师",
      location: "北京",
      email: "jiang.yingxue@example.com",
      cellphone: "158 0000 1936",
      birth: "1997-12",
      wechat: "yingxue_data",
    },
    links: [],
    sections: [
      profile(
        "ch",
        "4 年互联网数据分析经验，熟悉电商与本地生活业务。能独立搭建指标体系与数据看板，擅长用实验与归因分析找到增长机会，并推动业务落地。",
      ),
      section("empolyment", "ch", [
        {
          title: "北京速达到家科技有限公司",
          subTitle: "高级数据分析师",
          startDate: "2022-04",
          endDate: "",
          city: "北京",
          description: bullets(
            "搭建用户增长指标体系与 60+ 张看板，日报产出时间由 2 小时缩短为全自动。",
            "通过新客转化漏斗分析定位配送时效问题，推动优化后新客首单转化率提升 **6.3%**。",
            "设计并分析 50+ 次 A/B 实验，沉淀实验规范与样本量计算工具，实验周期平均缩短 30%。",
          ),
        },
        {
          title: "天津惠买电子商务有限公司",
          subTitle: "数据分析师",
          startDate: "2020-07",
          endDate: "2022-03",
          city: "天津",
          description: bullets("搭建 RFM 用户分层模型，支撑精准营销，优惠券核销率提升 18%，营销成本下降 12%。"),
        },
      ]),
      section("project", "ch", [
        {
          title: "补贴效率归因分析",
          subTitle: "负责人",
          startDate: "2023-05",
          endDate: "2023-08",
          description:
            "基于双重差分与因果森林评估补贴效果，优化补贴投放后在 GMV 不变的前提下节省补贴 **1,200 万元/年**。",
        },
      ]),
      section("education", "ch", [
        { title: "南开大学", subTitle: "统计学 · 硕士", startDate: "2018-09", endDate: "2020-06", city: "天津" },
        {
          title: "山东大学",
          subTitle: "数学与应用数学 · 本科",
          startDate: "2014-09",
          endDate: "2018-06",
          city: "济南",
        },
      ]),
      skills(
        "ch",
        [
          ["SQL", "精通"],
          ["Python", "熟练"],
          ["Tableau", "熟练"],
          ["A/B 实验", "精通"],
          ["因果推断", "熟练"],
          ["Hive / Spark", "熟练"],
        ],
        { tagStyle: "tag", position: "side" },
      ),
      section(
        "certificate",
        "ch",
        [{ title: "CDA 数据分析师二级", subTitle: "CDA 数据科学研究院", startDate: "2021-06" }],
        { position: "side" },
      ),
      languages("ch", [["英语", "CET-6"]]),
      hobbies("ch", [["长跑", "完成北京马拉松两次。"]]),
    ],
  },
};

const algorithm: SeedExample = {
  key: "zh-recommendation-algorithm-engineer",
  locale: "zh",
  category: "data-ai",
  creator: "cheng-jingxing",
  name: "推荐算法工程师",
  desc: "推荐与大模型方向的算法简历：模型、工程与线上收益三位一体。",
  sort: 90,
  config: {
    templateName: "TemplateTimeline",
    templateTheme: "violet",
    font: "noto-sans-sc",
    lang: "ch",
    isPublic: true,
  },
  data: {
    basicInfo: {
      name: "程景行",
      title: "推荐算法工程师",
      location: "杭州",
      email: "cheng.jingxing@example.com",
      cellphone: "150 0000 2718",
      birth: "1994-08",
    },
    links: [{ name: "GitHub", src: "https://github.com/example-jingxing" }],
    sections: [
      profile(
        "ch",
        "5 年推荐算法经验，负责过短视频与电商的召回、排序和重排。熟悉大规模训练与在线服务，近一年负责大模型在推荐冷启动中的应用。",
      ),
      section("empolyment", "ch", [
        {
          title: "杭州千帆内容科技有限公司",
          subTitle: "算法工程师（推荐排序）",
          startDate: "2021-03",
          endDate: "",
          city: "杭州",
          description: bullets(
            "主导多目标排序模型升级（MMoE → PLE），人均播放时长提升 **4.8%**，互动率提升 6.1%。",
            "利用大模型生成内容语义向量用于冷启动召回，新内容首日曝光效率提升 **35%**。",
            "优化在线推理（特征缓存、模型量化），排序服务 P99 由 45 ms 降至 28 ms，机器成本下降 20%。",
          ),
        },
        {
          title: "南京易购网络科技有限公司",
          subTitle: "算法工程师",
          startDate: "2019-07",
          endDate: "2021-02",
          city: "南京",
          description: bullets("负责商品召回，上线双塔向量召回后推荐位点击率提升 9%、GMV 提升 5%。"),
        },
      ]),
      section("project", "ch", [
        {
          title: "KDD Cup 推荐赛道",
          subTitle: "队长",
          startDate: "2020-04",
          endDate: "2020-07",
          description: "三人团队获全球第 7 名（共 1,800+ 支队伍）。",
        },
      ]),
      section("education", "ch", [
        {
          title: "浙江大学",
          subTitle: "计算机科学与技术 · 硕士",
          startDate: "2016-09",
          endDate: "2019-06",
          city: "杭州",
          description: "研究方向：推荐系统；发表 CIKM 论文 1 篇",
        },
      ]),
      skills(
        "ch",
        [
          ["PyTorch", "精通"],
          ["TensorFlow", "熟练"],
          ["推荐系统", "精通"],
          ["大模型微调", "熟练"],
          ["Spark", "熟练"],
          ["C++", "熟悉"],
        ],
        { tagStyle: "outline", position: "side" },
      ),
      languages("ch", [["英语", "TOEFL 105，可阅读与撰写英文论文"]]),
    ],
  },
};

export const dataExamplesZh: SeedExample[] = [analyst, algorithm];
