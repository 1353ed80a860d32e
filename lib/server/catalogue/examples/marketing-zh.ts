// 市场营销类中文示例。
// Not server-only: also loaded outside a Next server bundle (scripts/bench).
import { bullets, hobbies, languages, profile, section, skills } from "../build-section";
import type { SeedExample } from "../types";

const brand: SeedExample = {
  key: "zh-brand-marketing-manager",
  locale: "zh",
  category: "marketing",
  creator: "tang-zhiyi",
  name: "品牌营销经理",
  desc: "消费品牌营销简历：整合营销战役、达人投放与 ROI 数据清晰呈现。",
  sort: 100,
  config: {
    templateName: "TemplateElegant",
    templateTheme: "burgundy",
    font: "noto-serif-sc",
    lang: "ch",
    isPublic: true,
  },
  data: {
    basicInfo: {
      name: "唐知意",
      title: "品牌营销经理",
      location: "上海",
      email: "tang.zhiyi@example.com",
      cellphone: "139 0000 5160",
      birth: "1993-05",
      wechat: "zhiyi_brand",
    },
    links: [],
    sections: [
      profile(
        "ch",
        "7 年消费品牌营销经验，操盘过多次全网整合营销战役。擅长内容策略、达人投放与私域运营，关注每一笔预算的投入产出。",
      ),
      section("empolyment", "ch", [
        {
          title: "上海小山茶饮品牌管理有限公司",
          subTitle: "品牌营销经理",
          startDate: "2020-09",
          endDate: "",
          city: "上海",
          description: bullets(
            "负责年度品牌预算 3,000 万元，策划“春日新茶”整合营销战役，全网曝光 **5.2 亿**，活动期间门店销售额同比增长 38%。",
            "搭建小红书与抖音达人投放体系，合作达人 600+，投放 ROI 由 1.8 提升至 **3.2**。",
            "从 0 到 1 搭建企业微信私域，沉淀会员 120 万，私域复购率达 42%。",
          ),
        },
        {
          title: "杭州森屿美妆有限公司",
          subTitle: "市场专员",
          startDate: "2017-07",
          endDate: "2020-08",
          city: "杭州",
          description: bullets("负责新品上市传播，参与 8 款新品发布；“双 11”期间社媒话题阅读量 1.3 亿。"),
        },
      ]),
      section("project", "ch", [
        {
          title: "品牌联名项目",
          subTitle: "项目负责人",
          startDate: "2022-04",
          endDate: "2022-06",
          description: "与博物馆 IP 联名推出限定系列，首周售出 **86 万杯**，获得 2022 年度营销案例奖。",
        },
      ]),
      section("education", "ch", [
        { title: "复旦大学", subTitle: "新闻传播学 · 本科", startDate: "2013-09", endDate: "2017-06", city: "上海" },
      ]),
      skills(
        "ch",
        [
          ["整合营销", "精通"],
          ["达人投放", "精通"],
          ["内容策略", "精通"],
          ["私域运营", "熟练"],
          ["数据复盘", "熟练"],
          ["预算管理", "熟练"],
        ],
        { tagStyle: "tag", position: "side" },
      ),
      languages("ch", [
        ["英语", "专业八级"],
        ["日语", "N2"],
      ]),
      hobbies("ch", [
        ["展览", "每月看展并撰写观展笔记。"],
        ["瑜伽", "坚持练习 5 年。"],
      ]),
    ],
  },
};

const newMedia: SeedExample = {
  key: "zh-new-media-marketing-specialist",
  locale: "zh",
  category: "marketing",
  creator: "xia-muqing",
  name: "新媒体营销专员",
  desc: "适合 1–3 年经验的新媒体简历：账号增长、爆款内容与转化数据。",
  sort: 80,
  config: {
    templateName: "TemplateClassic",
    templateTheme: "forest",
    font: "noto-serif-sc",
    lang: "ch",
    isPublic: true,
  },
  data: {
    basicInfo: {
      name: "夏沐晴",
      title: "新媒体营销专员",
      location: "武汉",
      email: "xia.muqing@example.com",
      cellphone: "177 0000 8423",
      birth: "1999-10",
    },
    links: [],
    sections: [
      profile(
        "ch",
        "2 年新媒体运营经验，负责教育品牌的小红书、抖音与公众号矩阵。熟悉选题策划、短视频脚本与投流，能把内容流量转化为课程报名。",
      ),
      section("empolyment", "ch", [
        {
          title: "武汉启航教育科技有限公司",
          subTitle: "新媒体营销专员",
          startDate: "2023-03",
          endDate: "",
          city: "武汉",
          description: bullets(
            "运营小红书与抖音账号，一年内粉丝从 2 万增长到 **18 万**，打造 10 万+ 点赞笔记 12 篇。",
            "搭建“内容—私信—顾问”转化链路，内容渠道月均报名 420 人，获客成本比投放渠道低 **55%**。",
            "制定选题库与数据周报，团队内容产出效率提升 30%。",
          ),
        },
        {
          title: "长沙趣玩文化传媒有限公司",
          subTitle: "新媒体运营实习生",
          startDate: "2022-06",
          endDate: "2023-02",
          city: "长沙",
          description: bullets("撰写公众号推文 80+ 篇，单篇最高阅读 5.6 万。"),
        },
      ]),
      section("education", "ch", [
        {
          title: "华中师范大学",
          subTitle: "广告学 · 本科",
          startDate: "2019-09",
          endDate: "2023-06",
          city: "武汉",
          description: "校新媒体中心副主任",
        },
      ]),
      skills(
        "ch",
        [
          ["内容策划", "熟练"],
          ["短视频脚本", "熟练"],
          ["剪映 / Premiere", "熟练"],
          ["巨量千川投放", "熟悉"],
          ["数据分析", "熟悉"],
        ],
        { tagStyle: "outline", position: "side" },
      ),
      section(
        "certificate",
        "ch",
        [{ title: "巨量引擎营销认证（初级）", subTitle: "巨量引擎", startDate: "2023-08" }],
        { position: "side" },
      ),
      languages("ch", [["英语", "CET-6"]]),
      hobbies("ch", [["Vlog", "个人旅行 Vlog 账号 1.2 万粉丝。"]]),
    ],
  },
};

export const marketingExamplesZh: SeedExample[] = [brand, newMedia];
