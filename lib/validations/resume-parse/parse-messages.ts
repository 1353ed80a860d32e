// The `message` of the parse stream's `finish` event, in the request's language.
export const parseFinishMessages = {
  en: {
    parsed: "Your resume has been parsed. Please check the marked fields.",
    refined: "Your resume has been parsed and checked by AI. Please check the marked fields.",
    aiFailed: "The AI could not refine your resume, so the result of the rule-based parser was saved.",
    aiRejected:
      "The AI's corrections included text that is not in your file, so they were discarded and the result of the rule-based parser was saved.",
    noTokens:
      "You do not have enough AI tokens to refine the result, so the result of the rule-based parser was saved.",
    defaultName: "Uploaded resume",
  },
  zh: {
    parsed: "简历解析完成，请检查标记的字段。",
    refined: "简历解析完成，并已由 AI 校对，请检查标记的字段。",
    aiFailed: "AI 未能优化你的简历，已保存规则解析的结果。",
    aiRejected: "AI 的修改中含有文件里没有的内容，已全部舍弃，保存的是规则解析的结果。",
    noTokens: "AI 点数不足，无法校对解析结果，已保存规则解析的结果。",
    defaultName: "上传的简历",
  },
} as const;
