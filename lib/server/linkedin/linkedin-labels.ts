// The words the LinkedIn import writes into a resume (issue 24 item 4), in the resume's language: the names of the
// sections LinkedIn has and our document has no kind for, and the labels of values kept as "Label: value" lines.
// A column LinkedIn may add later is labelled with its own header.
import "server-only";

const en = {
  /** Between a label and its value. */
  separator: ": ",
  sections: {
    Honors: "Honors & Awards",
    Courses: "Courses",
    Publications: "Publications",
    Volunteering: "Volunteering",
    Organizations: "Organizations",
    details: "Additional Information",
  },
  columns: {
    "Full Name": "Name",
    Name: "Name",
    "First Name": "First name",
    "Last Name": "Last name",
    "Maiden Name": "Maiden name",
    Address: "Address",
    "Birth Date": "Birth date",
    Headline: "Headline",
    Industry: "Industry",
    "Zip Code": "Zip code",
    "Geo Location": "Location",
    "Twitter Handles": "Twitter",
    Websites: "Website",
    "Instant Messengers": "Instant messaging",
    "Email Address": "E-mail",
    Number: "Phone",
    Activities: "Activities and societies",
    "License Number": "Credential ID",
    Url: "Link",
    Cause: "Cause",
    "Company Name": "Company",
    Title: "Title",
    Location: "Location",
    "Started On": "Started",
    "Finished On": "Finished",
    "Start Date": "Started",
    "End Date": "Finished",
    "School Name": "School",
    "Degree Name": "Degree",
    Authority: "Issued by",
    Proficiency: "Proficiency",
    "Issued On": "Issued",
    "Published On": "Published",
    Publisher: "Publisher",
    Role: "Role",
    Position: "Position",
  } as Record<string, string>,
};

const ch: typeof en = {
  separator: "：",
  sections: {
    Honors: "荣誉奖项",
    Courses: "课程",
    Publications: "出版作品",
    Volunteering: "志愿经历",
    Organizations: "社团组织",
    details: "其他信息",
  },
  columns: {
    "Full Name": "姓名",
    Name: "名称",
    "First Name": "名",
    "Last Name": "姓",
    "Maiden Name": "曾用名",
    Address: "地址",
    "Birth Date": "出生日期",
    Headline: "职业头衔",
    Industry: "行业",
    "Zip Code": "邮编",
    "Geo Location": "所在地",
    "Twitter Handles": "Twitter",
    Websites: "网站",
    "Instant Messengers": "即时通讯",
    "Email Address": "邮箱",
    Number: "电话",
    Activities: "社团活动",
    "License Number": "证书编号",
    Url: "链接",
    Cause: "公益领域",
    "Company Name": "公司",
    Title: "名称",
    Location: "地点",
    "Started On": "开始",
    "Finished On": "结束",
    "Start Date": "开始",
    "End Date": "结束",
    "School Name": "学校",
    "Degree Name": "学位",
    Authority: "颁发机构",
    Proficiency: "熟练程度",
    "Issued On": "颁发日期",
    "Published On": "出版日期",
    Publisher: "出版方",
    Role: "角色",
    Position: "职务",
  },
};

export type TLinkedInLabels = typeof en;
export const linkedInLabels = { en, ch };

/** A column's label: ours for the columns LinkedIn documents, else the header as LinkedIn wrote it. */
export const columnLabel = (labels: TLinkedInLabels, column: string): string => labels.columns[column] ?? column;

/** The names LinkedIn gives a website's kind in Profile.csv's Websites column ("[PORTFOLIO:https://…]"). */
export const websiteKinds: Record<"en" | "ch", Record<string, string>> = {
  en: { PERSONAL: "Website", COMPANY: "Company", BLOG: "Blog", PORTFOLIO: "Portfolio", RSS: "RSS", OTHER: "Website" },
  ch: { PERSONAL: "个人网站", COMPANY: "公司网站", BLOG: "博客", PORTFOLIO: "作品集", RSS: "RSS", OTHER: "网站" },
};
