// The `message` of the parse stream's `finish` event, in the request's language.
export const parseFinishMessages = {
  en: {
    parsed: "Your resume has been read. Please check the marked fields.",
    embedded: "Your resume was restored from the data inside the PDF, exactly as it was saved.",
    refined: "Your resume has been read and checked by AI. Please check the marked fields.",
    aiFailed:
      "AI could not check your resume this time, so it was saved as read from your file. Please check the marked fields.",
    aiRejected:
      "AI suggested changes with words that are not in your file, so we left them out and saved your resume as read from your file. Please check the marked fields.",
    noTokens:
      "You do not have enough AI tokens for the AI check, so your resume was saved as read from your file. Please check the marked fields.",
    defaultName: "Uploaded resume",
    imported: "Your LinkedIn profile has been imported. Please check it and add what LinkedIn does not hold.",
  },
  zh: {
    parsed: "简历识别完成，请检查标记的字段。",
    embedded: "已从 PDF 内附带的数据恢复简历，与保存时完全一致。",
    refined: "简历识别完成，并已由 AI 校对，请检查标记的字段。",
    aiFailed: "AI 这次未能校对你的简历，已按文件识别的内容保存，请检查标记的字段。",
    aiRejected: "AI 建议的修改中有文件里没有的内容，因此未采用，已按文件识别的内容保存，请检查标记的字段。",
    noTokens: "AI 点数不足，无法进行 AI 校对，已按文件识别的内容保存，请检查标记的字段。",
    defaultName: "上传的简历",
    imported: "领英（LinkedIn）资料已导入，请检查，并补充领英上没有的内容。",
  },
} as const;
