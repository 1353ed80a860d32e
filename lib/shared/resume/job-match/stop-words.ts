// Words a job description uses whatever the job ("experience", "负责", "优先"): never keywords. English words of 2 or
// fewer letters are dropped by length; Chinese single characters likewise.
export const englishStopWords: ReadonlySet<string> = new Set(
  `about above across after again against all also among and any are around because been before being below between
  both but can could did does doing down during each etc every few for from further had has have having her here
  hers him his how into its itself just least less like make many may more most much must need needs new not now off
  once one only other our ours out over own per plus same she should some such than that the their theirs them then
  there these they this those through too under until upon very via was way well were what when where which while who
  whom why will with within without would you your yours able ability across work working works job role team teams
  candidate candidates position company strong good great excellent experience experienced years year required
  requirements preferred responsibilities responsible qualifications skills skill knowledge understanding including
  include includes using use used help join looking seeking opportunity environment related relevant plus based
  familiar familiarity proficient proficiency solid least minimum degree bachelor master etc e.g i.e. build building
  develop developing development ensure support across other others day days level high highly fast paced what's
  we're you'll you're`.split(/\s+/),
);

export const chineseStopWords: ReadonlySet<string> = new Set(
  `负责 具有 具备 熟悉 掌握 了解 精通 能力 经验 以上 优先 相关 工作 岗位 职责 要求 任职 良好 进行 公司 团队 我们 你们
  以及 能够 本科 学历 专业 较强 参与 完成 其他 一定 一个 或者 或 及 等 并 和 与 的 了 在 是 有 对 为 中 上 下 者 可以
  我们的 年 及以上 以上学历 优秀 强烈 责任心 责任 合作 协作 精神 积极 主动 热爱 喜欢 快速 学习 至少 不限 包括 根据
  需求 需要 相应 提供 通过 使用 基础 扎实 深入 理解 熟练 良好的 具有较强 思维 逻辑 描述 职位 福利 薪资 待遇 地点`.split(
    /\s+/,
  ),
);
