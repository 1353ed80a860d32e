// 中文示例：资深软件工程师，两页 A4，包含所有模块类型。用于模板封面、预览与测试，因此每个字段都有内容。
import type { SampleContent } from "./sample-types";

export const sampleCh: SampleContent = {
  basicInfo: {
    title: "资深软件工程师",
    name: "陈思远",
    avatar: "",
    location: "上海",
    cellphone: "138 1234 5678",
    email: "chen.siyuan@example.com",
    birth: "1990-03",
    wechat: "siyuan_dev",
  },
  links: [
    { name: "GitHub", src: "https://github.com/chensiyuan" },
    { name: "个人博客", src: "https://siyuan.dev" },
  ],
  profile:
    "拥有 **10 年**互联网研发经验的资深软件工程师，长期负责高并发交易系统的架构设计与落地。擅长带领小团队完成从方案设计、开发交付到线上运维的全过程，重视*快速反馈*、清晰的接口设计与完善的自动化测试。",
  work: [
    {
      title: "星海电商科技有限公司",
      subTitle: "资深软件工程师 · 交易平台",
      startDate: "2020-02",
      endDate: "",
      city: "上海",
      description:
        "担任六人团队技术负责人，负责服务 1400 万用户的下单与支付链路。\n- 将结算服务重构为事件驱动架构，P95 延迟由 **820 毫秒降至 190 毫秒**\n- 主导 40 TB 订单数据向 PostgreSQL 的不停机迁移\n- 推行契约测试与灰度发布，线上故障同比下降 **63%**\n- 指导四名工程师成长，其中两人晋升为高级工程师",
    },
    {
      title: "明澜数据科技有限公司",
      subTitle: "软件工程师",
      startDate: "2016-07",
      endDate: "2020-01",
      city: "杭州",
      description:
        "负责企业级数据分析产品的数据接入与报表系统。\n- 基于 Kafka 设计流式处理管道，日处理 **20 亿条**事件\n- 使用 React 与 TypeScript 交付自助报表工具，服务 3000 家企业客户\n- 通过存储分层与查询缓存，每年节省云成本约 280 万元",
    },
    {
      title: "云杉网络",
      subTitle: "软件工程师",
      startDate: "2014-06",
      endDate: "2016-06",
      city: "上海",
      description:
        "在早期创业团队中担任全栈工程师，开发面向诊所的预约排班系统。\n- 独立完成患者预约流程，从接口设计到移动端页面\n- 搭建持续集成与数据库自动迁移流程",
    },
  ],
  education: [
    {
      title: "上海交通大学",
      subTitle: "计算机科学与技术 · 硕士",
      startDate: "2011-09",
      endDate: "2014-03",
      city: "上海",
      description: "研究方向为分布式数据库一致性模型，发表 EI 论文两篇。",
    },
    {
      title: "华中科技大学",
      subTitle: "软件工程 · 学士",
      startDate: "2007-09",
      endDate: "2011-06",
      city: "武汉",
      description: "连续三年获得*国家励志奖学金*，担任数据结构课程助教。",
    },
  ],
  skills: [
    { title: "TypeScript", description: "精通" },
    { title: "Node.js", description: "精通" },
    { title: "React", description: "熟练" },
    { title: "PostgreSQL", description: "熟练" },
    { title: "Go", description: "熟练" },
    { title: "Kafka", description: "熟练" },
    { title: "阿里云 / AWS", description: "熟练" },
    { title: "Kubernetes", description: "掌握" },
    { title: "系统设计", description: "精通" },
  ],
  projects: [
    {
      title: "开源限流组件",
      subTitle: "核心维护者",
      startDate: "2021-06",
      endDate: "",
      description:
        "面向 Node.js 的存储无关限流库。\n- GitHub 获得 **4000+ 星标**，周下载量 90 万次\n- 新增 Redis 集群与 PostgreSQL 存储支持",
    },
    {
      title: "支付稳定性专项",
      subTitle: "项目负责人",
      startDate: "2022-01",
      endDate: "2022-09",
      description: "跨团队专项，通过幂等重试与支付渠道自动切换，将支付成功率由 97.8% 提升至 **99.6%**。",
    },
  ],
  certificates: [
    {
      title: "系统架构设计师（高级）",
      subTitle: "工业和信息化部",
      startDate: "2023-05",
      description: "全国计算机技术与软件专业技术资格（水平）考试",
    },
    {
      title: "AWS 认证解决方案架构师 – 专业级",
      subTitle: "Amazon Web Services",
      startDate: "2021-11",
      description: "",
    },
  ],
  languages: [
    { title: "英语", subTitle: "CET-6，可作为工作语言" },
    { title: "普通话", subTitle: "母语" },
  ],
  hobbies: [
    { title: "越野跑", description: "完成三次超级马拉松，组织团队每周夜跑。" },
    { title: "木工", description: "业余为亲友制作家具。" },
  ],
};
