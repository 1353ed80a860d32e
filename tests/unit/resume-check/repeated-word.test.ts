// Issue 27 item 3: keyword stuffing, one word far past normal prose in one field.
import { findRepeatedWords } from "@/lib/shared/resume-check/rules/repeated-word";
import { jobWith, read, resume } from "./build";

const run = (text: string) => findRepeatedWords(read(resume([jobWith([text])])));

describe("one word repeated far beyond normal", () => {
  it.each([
    ["en", "Python developer: Python, Python scripts, Python APIs, Python data, Python tests", "python", 6],
    ["zh", "熟悉数据分析，数据分析平台，数据分析报表，数据分析模型，数据分析团队", "数据", 5],
  ])("%s: flags '%s'", (_lang, text, word, count) => {
    const [finding] = run(text);
    expect(finding).toMatchObject({ rule: "repeatedWord", kind: "stuffing" });
    expect(finding?.why.values).toMatchObject({ word: expect.stringContaining(word) });
    expect(Number(finding?.why.values?.count)).toBeGreaterThanOrEqual(count);
  });

  it.each([
    [
      "en",
      "Built the data platform: data ingestion, data quality checks and a data catalogue used by 3,000 analysts across 40 teams in 12 countries, cutting report time by half",
    ],
    ["zh", "基于 Kafka 设计流式处理管道，日处理 20 亿条事件，数据延迟降低 60%"],
  ])("%s: leaves normal prose alone", (_lang, text) => {
    expect(run(text)).toEqual([]);
  });
});

describe("Latin words stuffed into Chinese text", () => {
  it("zh: flags them, and counts the Chinese words around them", () => {
    expect(run("精通 Python Python Python Python Python 开发")).toHaveLength(1);
    const prose = "负责数据平台的设计与开发，服务十个业务线，支撑日均二十亿条事件的接入、清洗与报表，团队六人";
    // About 50 words of Chinese prose around five "Python": under STUFFING_MIN_SHARE.
    expect(run(`${prose}；${prose}，使用 Python 与 Go，Python 脚本、Python 服务、Python 任务、Python 工具`)).toEqual(
      [],
    );
  });
});
