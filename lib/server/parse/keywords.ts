// Words that tell an organisation from a role, a school from a degree. Matched case-insensitively as parts of a
// segment, so "Senior Software Engineer" is a role and "Acme Technologies Inc." an organisation.
// Not server-only: also loaded outside a Next server bundle (scripts/bench, the extract worker).

const build = (words: string[]) => new RegExp(`(?:${words.join("|")})`, "i");

export const ROLE = build([
  "\\bengineer",
  "\\bdeveloper",
  "\\bmanager",
  "\\bdesigner",
  "\\bintern\\b",
  "\\binternship",
  "\\banalyst",
  "\\blead\\b",
  "\\bdirector",
  "\\bconsultant",
  "\\bspecialist",
  "\\barchitect",
  "\\bscientist",
  "\\bofficer",
  "\\bhead of",
  "\\bvp\\b",
  "\\bvice president",
  "\\bpresident",
  "\\bfounder",
  "\\bco-founder",
  "\\bassistant",
  "\\bassociate\\b",
  "\\bcoordinator",
  "\\bresearcher",
  "\\bprogrammer",
  "\\badministrator",
  "\\bteacher",
  "\\bprofessor",
  "\\baccountant",
  "\\brepresentative",
  "\\bowner\\b",
  "\\bmarketer",
  "\\bstrategist",
  "\\bproduct owner",
  "\\bcto\\b",
  "\\bceo\\b",
  "\\bcfo\\b",
  "\\bcoo\\b",
  "\\bsde\\b",
  "\\bswe\\b",
  "\\bstaff\\b",
  "\\bprincipal\\b",
  "\\bsenior\\b",
  "\\bjunior\\b",
  "\\bsupervisor",
  "\\bexecutive\\b",
  "\\bwriter",
  "\\beditor\\b",
  "工程师",
  "经理",
  "总监",
  "设计师",
  "实习生",
  "实习",
  "开发",
  "主管",
  "专员",
  "运营",
  "负责人",
  "管理员",
  "架构师",
  "分析师",
  "顾问",
  "研究员",
  "助理",
  "组长",
  "主任",
  "总裁",
  "创始人",
  "合伙人",
  "教师",
  "讲师",
  "产品",
  "测试",
  "前端",
  "后端",
  "算法",
  "技术",
  "销售",
  "编辑",
  "会计",
]);

export const ORGANISATION = build([
  "\\binc\\b",
  "\\bltd\\b",
  "\\bllc\\b",
  "\\bcorp",
  "\\bcompany\\b",
  "\\bco\\.",
  "\\bgmbh\\b",
  "\\bplc\\b",
  "\\bgroup\\b",
  "\\btechnolog",
  "\\bsolutions\\b",
  "\\blabs?\\b",
  "\\bstudios?\\b",
  "\\bbank\\b",
  "\\bagency\\b",
  "\\bfoundation\\b",
  "\\bsystems\\b",
  "\\bsoftware\\b",
  "\\bnetworks?\\b",
  "\\bpartners\\b",
  "\\bholdings\\b",
  "\\bconsulting\\b",
  "\\bventures\\b",
  "\\bhospital\\b",
  "\\bgoogle\\b",
  "\\bmicrosoft\\b",
  "\\bamazon\\b",
  "\\bmeta\\b",
  "\\bapple\\b",
  "\\bnetflix\\b",
  "\\bstripe\\b",
  "\\bshopify\\b",
  "\\bspotify\\b",
  "公司",
  "集团",
  "科技",
  "有限",
  "银行",
  "工作室",
  "网络",
  "信息",
  "研究院",
  "研究所",
  "事务所",
  "中心",
  "腾讯",
  "阿里",
  "字节跳动",
  "百度",
  "美团",
  "京东",
  "华为",
  "小米",
  "网易",
  "拼多多",
  "快手",
  "滴滴",
]);

/** How or where the work was done, which a header may set after the role ("Engineer · Remote"): not part of it. */
export const WORK_ARRANGEMENT =
  /^(?:remote|hybrid|on-?site|full[- ]time|part[- ]time|contract(?:or)?|freelance|temporary|seasonal|远程|全职|兼职|外包|驻场)$/i;

export const SCHOOL = build([
  "\\buniversity",
  "\\bcollege",
  "\\binstitute",
  "\\bschool\\b",
  "\\bacademy",
  "\\buniversität",
  // Universities named in their own languages: "Universitat Politècnica de Catalunya", "Universidad de Chile".
  "\\buniversi(?:tat|dad|dade|teit|tà|té)",
  "\\bhochschule",
  "\\bpolit[eè]cnic",
  "\\bécole",
  "\\bpolytechnic",
  "大学",
  "学院",
  "学校",
  "中学",
  "高中",
  "大專",
  "大专",
]);

export const DEGREE = build([
  "\\bbachelor",
  "\\bmaster",
  "\\bph\\.?d",
  "\\bdoctor",
  "\\bb\\.?sc?\\b",
  "\\bm\\.?sc?\\b",
  "\\bb\\.?a\\.?\\b",
  "\\bm\\.?a\\.?\\b",
  "\\bb\\.?eng?\\b",
  "\\bm\\.?eng?\\b",
  "\\bmba\\b",
  "\\bassociate",
  "\\bdiploma",
  "\\bdegree",
  "\\bmajor\\b",
  "\\bminor\\b",
  "\\bgpa\\b",
  "\\bhigh school diploma",
  "本科",
  "硕士",
  "博士",
  "学士",
  "研究生",
  "专科",
  "大专",
  "专业",
  "双学位",
  "辅修",
]);

/** What a field's label names, in a row of label and value (Europass) or a table's header row ("时间 | 公司 | 职位"). */
export type TFieldRole = "dates" | "org" | "role" | "school" | "degree" | "major" | "description";

const FIELD_LABELS: Record<TFieldRole, string[]> = {
  dates: ["dates", "date", "period", "时间", "起止时间", "日期", "时间段"],
  org: [
    "company",
    "employer",
    "name and address of employer",
    "name of employer",
    "organisation",
    "organization",
    "公司",
    "公司名称",
    "单位",
    "单位名称",
    "工作单位",
  ],
  role: ["position", "occupation or position held", "job title", "role", "职位", "岗位", "职务", "担任职位"],
  school: [
    "school",
    "institution",
    "university",
    "name and type of organisation",
    "name and type of organisation providing education and training",
    "name of organisation providing education",
    "学校",
    "学校名称",
    "院校",
    "毕业院校",
  ],
  degree: ["degree", "title of qualification awarded", "qualification", "学历", "学位"],
  major: ["major", "principal subjects", "field of study", "专业", "所学专业"],
  description: [
    "main activities and responsibilities",
    "responsibilities",
    "description",
    "主要工作",
    "工作内容",
    "工作职责",
  ],
};
const fieldKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[:：]\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();
const FIELD_BY_LABEL = new Map<string, TFieldRole>();
for (const [role, labels] of Object.entries(FIELD_LABELS) as [TFieldRole, string[]][])
  for (const label of labels) FIELD_BY_LABEL.set(fieldKey(label), role);
const LONG_LABELS = [...FIELD_BY_LABEL.keys()].filter((label) => label.split(" ").length >= 3);

/**
 * The field a label cell names ("Occupation or position held", "公司"), or undefined; a long label read up to where
 * it wrapped ("Name and type of organisation providing education and", its last word on the next line) names it too.
 */
export function fieldRole(text: string): TFieldRole | undefined {
  const key = fieldKey(text);
  const exact = FIELD_BY_LABEL.get(key);
  if (exact || key.split(" ").length < 3) return exact;
  const long = LONG_LABELS.find((label) => label.startsWith(`${key} `));
  return long ? FIELD_BY_LABEL.get(long) : undefined;
}

/** A piece of a long label wrapped in its narrow column ("providing education and", "responsibilities"). */
export function isLabelFragment(text: string): boolean {
  const key = fieldKey(text);
  return key.length >= 8 && LONG_LABELS.some((label) => label !== key && label.includes(key));
}
