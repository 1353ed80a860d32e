// 设计类中文示例。
// Not server-only: also loaded outside a Next server bundle (scripts/bench).
import { bullets, hobbies, languages, profile, section, skills } from "../build-section";
import type { SeedExample } from "../types";

const uiDesigner: SeedExample = {
  key: "zh-ui-ux-designer",
  locale: "zh",
  category: "design",
  creator: "wen-yining",
  name: "UI/UX 设计师",
  desc: "移动端产品设计简历：设计规范、改版数据和跨团队协作一目了然。",
  sort: 100,
  config: {
    templateName: "TemplateCreative",
    templateTheme: "copper",
    font: "noto-sans-sc",
    lang: "ch",
    isPublic: true,
  },
  data: {
    basicInfo: {
      name: "温以宁",
      title: "UI/UX 设计师",
      location: "广州",
      email: "wen.yining@example.com",
      cellphone: "135 0000 8812",
      birth: "1996-06",
      wechat: "yining_design",
    },
    links: [{ name: "作品集", src: "https://yining.example.com" }],
    sections: [
      profile(
        "ch",
        "5 年移动端产品设计经验，负责过本地生活与金融类 App 的全链路体验设计。擅长搭建设计规范、推动设计落地，并用数据验证设计效果。",
      ),
      section("empolyment", "ch", [
        {
          title: "广州悦享生活网络科技有限公司",
          subTitle: "高级 UI/UX 设计师",
          startDate: "2021-04",
          endDate: "",
          city: "广州",
          description: bullets(
            "主导 App 首页与下单流程改版，下单转化率提升 **12%**，用户满意度（CSAT）由 3.9 提升至 4.5。",
            "搭建“悦享设计系统”，包含 120+ 组件与深色模式，设计到开发的还原度问题减少 60%。",
            "建立可用性测试机制，每月测试 10+ 名用户，输出改进建议 80+ 条并跟进上线。",
          ),
        },
        {
          title: "深圳微澜金融信息服务有限公司",
          subTitle: "UI 设计师",
          startDate: "2019-07",
          endDate: "2021-03",
          city: "深圳",
          description: bullets(
            "负责理财 App 的视觉与图标体系，完成 3 次大版本视觉升级；参与适老化改版，获得工信部适老化认证。",
          ),
        },
      ]),
      section("project", "ch", [
        {
          title: "无障碍设计专项",
          subTitle: "设计负责人",
          startDate: "2022-08",
          endDate: "2022-12",
          description: "按照 WCAG 2.1 AA 标准整改 40+ 页面，读屏用户关键任务完成率由 55% 提升至 **92%**。",
        },
      ]),
      section("education", "ch", [
        {
          title: "广州美术学院",
          subTitle: "视觉传达设计 · 本科",
          startDate: "2015-09",
          endDate: "2019-06",
          city: "广州",
          description: "毕业设计获校级优秀作品奖",
        },
      ]),
      skills(
        "ch",
        [
          ["Figma", "精通"],
          ["Sketch", "精通"],
          ["设计系统", "精通"],
          ["交互原型", "熟练"],
          ["可用性测试", "熟练"],
          ["After Effects", "熟悉"],
        ],
        { tagStyle: "tag", position: "side" },
      ),
      section("certificate", "ch", [{ title: "Adobe 认证设计师（ACP）", subTitle: "Adobe", startDate: "2020-08" }], {
        position: "side",
      }),
      languages("ch", [
        ["英语", "CET-6"],
        ["粤语", "母语"],
      ]),
      hobbies("ch", [
        ["插画", "站酷推荐作品 6 篇。"],
        ["咖啡", "持有 SCA 咖啡师初级证书。"],
      ]),
    ],
  },
};

const interactionDesigner: SeedExample = {
  key: "zh-interaction-designer",
  locale: "zh",
  category: "design",
  creator: "luo-anlan",
  name: "交互设计师（B 端）",
  desc: "复杂业务系统的交互设计简历，用效率提升和错误率下降证明设计价值。",
  sort: 80,
  config: {
    templateName: "TemplateMinimal",
    templateTheme: "indigo",
    font: "noto-sans-sc",
    lang: "ch",
    isPublic: true,
  },
  data: {
    basicInfo: {
      name: "罗安澜",
      title: "交互设计师",
      location: "成都",
      email: "luo.anlan@example.com",
      cellphone: "186 0000 3457",
      birth: "1998-01",
    },
    links: [{ name: "作品集", src: "https://anlan.example.com" }],
    sections: [
      profile(
        "ch",
        "3 年 B 端交互设计经验，专注供应链与财务系统。善于梳理复杂流程与信息架构，让专业用户少点一次、少错一次。",
      ),
      section("empolyment", "ch", [
        {
          title: "成都链动供应链科技有限公司",
          subTitle: "交互设计师",
          startDate: "2022-07",
          endDate: "",
          city: "成都",
          description: bullets(
            "重新设计仓储入库流程，单据录入时长由 6 分钟降至 **2.5 分钟**，录入错误率下降 45%。",
            "梳理 200+ 页面的信息架构，输出 B 端交互规范，新人设计师上手时间缩短一半。",
            "与研发共建表格、筛选等 15 个高频业务组件，覆盖 80% 的页面。",
          ),
        },
        {
          title: "重庆云图软件有限公司",
          subTitle: "交互设计实习生",
          startDate: "2021-12",
          endDate: "2022-06",
          city: "重庆",
          description: bullets("参与财务报销系统改版，完成用户访谈 15 场与原型 40+ 页。"),
        },
      ]),
      section("education", "ch", [
        {
          title: "四川大学",
          subTitle: "工业设计 · 本科",
          startDate: "2018-09",
          endDate: "2022-06",
          city: "成都",
          description: "获全国大学生工业设计大赛省级二等奖",
        },
      ]),
      skills(
        "ch",
        [
          ["信息架构", "精通"],
          ["Axure", "精通"],
          ["Figma", "熟练"],
          ["用户访谈", "熟练"],
          ["数据分析", "熟悉"],
        ],
        { tagStyle: "dot", position: "side" },
      ),
      languages("ch", [["英语", "CET-6"]]),
      hobbies("ch", [["桌游设计", "原创桌游在摩点众筹 300+ 份。"]]),
    ],
  },
};

export const designExamplesZh: SeedExample[] = [uiDesigner, interactionDesigner];
