// The `message` of the parse stream's `finish` event, in the request's language.
export const parseFinishMessages = {
  en: {
    parsed: "Your resume has been parsed. Please check the marked fields.",
    aiFailed: "The AI could not refine your resume, so the result of the rule-based parser was saved.",
    defaultName: "Uploaded resume",
  },
  zh: {
    parsed: "简历解析完成，请检查标记的字段。",
    aiFailed: "AI 未能优化你的简历，已保存规则解析的结果。",
    defaultName: "上传的简历",
  },
} as const;
