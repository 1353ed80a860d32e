// 软件开发类中文示例。
// Not server-only: also loaded outside a Next server bundle (scripts/bench).
import { bullets, hobbies, languages, profile, section, skills } from "../build-section";
import type { SeedExample } from "../types";

const backend: SeedExample = {
  key: "zh-java-backend-engineer",
  locale: "zh",
  category: "software-engineering",
  creator: "gu-linchuan",
  name: "Java 后端开发工程师",
  desc: "五年电商交易系统经验：高并发、稳定性与成本优化，每一条都有数据支撑。",
  sort: 100,
  config: { templateName: "TemplateModern", templateTheme: "blue", font: "noto-sans-sc", lang: "ch", isPublic: true },
  data: {
    basicInfo: {
      name: "顾临川",
      title: "Java 后端开发工程师",
      location: "杭州",
      email: "gu.linchuan@example.com",
      cellphone: "138 0000 4521",
      birth: "1995-04",
      wechat: "linchuan_dev",
    },
    links: [{ name: "GitHub", src: "https://github.com/example-linchuan" }],
    sections: [
      profile(
        "ch",
        "5 年 Java 后端开发经验，长期负责电商交易链路。熟悉分布式事务、缓存与消息队列，擅长**性能优化与稳定性治理**，主导过日订单量千万级系统的重构。",
      ),
      section("empolyment", "ch", [
        {
          title: "杭州云栖优选电子商务有限公司",
          subTitle: "高级 Java 开发工程师",
          startDate: "2021-07",
          endDate: "",
          city: "杭州",
          description: bullets(
            "负责订单中心重构（Spring Cloud、MySQL 分库分表、RocketMQ），支撑大促峰值 **3.6 万 QPS**，全年可用性 99.99%。",
            "设计库存预扣与超时回补方案，超卖投诉由每月 120 起降为 0。",
            "推动全链路压测与限流降级，大促期间核心接口 P99 从 820 ms 降至 **160 ms**。",
            "带领 4 人小组，制定代码评审规范，线上故障数同比下降 45%。",
          ),
        },
        {
          title: "南京星河软件技术有限公司",
          subTitle: "Java 开发工程师",
          startDate: "2019-07",
          endDate: "2021-06",
          city: "南京",
          description: bullets(
            "开发物流轨迹查询服务，日调用量 800 万次，引入多级缓存后数据库负载下降 60%。",
            "将单体应用拆分为 9 个微服务，发布周期由两周缩短到两天。",
          ),
        },
      ]),
      section("project", "ch", [
        {
          title: "交易链路全链路追踪平台",
          subTitle: "技术负责人",
          startDate: "2022-03",
          endDate: "2022-10",
          description:
            "基于 OpenTelemetry 与 ClickHouse 搭建追踪平台，覆盖 60+ 服务；故障定位时间由平均 40 分钟缩短到 **8 分钟**。",
        },
      ]),
      section("education", "ch", [
        {
          title: "南京理工大学",
          subTitle: "软件工程 · 本科",
          startDate: "2015-09",
          endDate: "2019-06",
          city: "南京",
          description: "GPA 3.6/4.0，连续两年获校一等奖学金",
        },
      ]),
      skills(
        "ch",
        [
          ["Java", "精通"],
          ["Spring Boot / Cloud", "精通"],
          ["MySQL", "精通"],
          ["Redis", "熟练"],
          ["RocketMQ / Kafka", "熟练"],
          ["Kubernetes", "熟悉"],
          ["Go", "熟悉"],
        ],
        { tagStyle: "tag", position: "side" },
      ),
      section("certificate", "ch", [{ title: "阿里云 ACP 云计算专业认证", subTitle: "阿里云", startDate: "2022-05" }], {
        position: "side",
      }),
      languages("ch", [
        ["英语", "CET-6，可阅读英文技术文档"],
        ["普通话", "母语"],
      ]),
    ],
  },
};

const frontend: SeedExample = {
  key: "zh-frontend-engineer",
  locale: "zh",
  category: "software-engineering",
  creator: "shen-ruoxi",
  name: "前端开发工程师",
  desc: "React + TypeScript 方向，突出首屏性能、组件库与工程化成果的前端简历。",
  sort: 90,
  config: { templateName: "TemplateSplit", templateTheme: "violet", font: "noto-sans-sc", lang: "ch", isPublic: true },
  data: {
    basicInfo: {
      name: "沈若溪",
      title: "前端开发工程师",
      location: "上海",
      email: "shen.ruoxi@example.com",
      cellphone: "139 0000 7784",
      birth: "1997-09",
    },
    links: [
      { name: "个人博客", src: "https://ruoxi.example.com" },
      { name: "GitHub", src: "https://github.com/example-ruoxi" },
    ],
    sections: [
      profile(
        "ch",
        "4 年前端开发经验，主攻 React 与 TypeScript。关注性能、可访问性与工程效率，主导过 C 端首屏优化和团队组件库建设，能与设计、后端高效协作。",
      ),
      section("empolyment", "ch", [
        {
          title: "上海知行在线教育科技有限公司",
          subTitle: "前端开发工程师",
          startDate: "2022-03",
          endDate: "",
          city: "上海",
          description: bullets(
            "负责课程详情页与购买流程，使用 Next.js 服务端渲染改造后首屏时间从 3.2 s 降至 **1.3 s**，支付转化率提升 **9%**。",
            "搭建团队组件库（52 个组件、Storybook、视觉回归测试），被 5 条业务线复用，新页面开发效率提升约 40%。",
            "推动 Vite 迁移与按需加载，构建时间由 6 分钟缩短到 70 秒。",
          ),
        },
        {
          title: "苏州橙果网络科技有限公司",
          subTitle: "前端开发工程师",
          startDate: "2020-07",
          endDate: "2022-02",
          city: "苏州",
          description: bullets(
            "开发门店管理后台（React、Ant Design），服务 2,000+ 家门店。",
            "封装表格与表单的通用方案，减少重复代码约 1.5 万行。",
          ),
        },
      ]),
      section("project", "ch", [
        {
          title: "低代码活动搭建平台",
          subTitle: "核心开发",
          startDate: "2023-02",
          endDate: "2023-08",
          description: "运营同学可拖拽生成活动页，上线半年搭建活动 300+ 场，平均上线时间由 3 天缩短到 **2 小时**。",
        },
      ]),
      section("education", "ch", [
        {
          title: "华东师范大学",
          subTitle: "计算机科学与技术 · 本科",
          startDate: "2016-09",
          endDate: "2020-06",
          city: "上海",
          description: "ACM 校赛二等奖",
        },
      ]),
      skills(
        "ch",
        [
          ["TypeScript", "精通"],
          ["React", "精通"],
          ["Next.js", "熟练"],
          ["CSS / Tailwind", "精通"],
          ["Node.js", "熟练"],
          ["Vite / Webpack", "熟练"],
          ["Playwright", "熟悉"],
        ],
        { tagStyle: "outline", position: "side" },
      ),
      languages("ch", [["英语", "CET-6，可作为工作语言"]]),
      hobbies("ch", [
        ["技术写作", "撰写前端性能系列文章，累计阅读 20 万+。"],
        ["摄影", "城市街拍，作品入选校园影展。"],
      ]),
    ],
  },
};

export const softwareExamplesZh: SeedExample[] = [backend, frontend];
