// Each section kind asks for its own fields (issue #11 item 21): a skill with a level from the fixed scale, a
// language with a proficiency, a job with month pickers and 'present'; the preview prints them, dates formatted the
// one way of the resume's language, and an older free-text date still opens and prints as typed.
import { expect, test, type Page } from "@playwright/test";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import { disconnectTestDb, testDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const preview = (page: Page) => page.getByTestId("resume-preview");
const card = (page: Page, name: string) => page.getByRole("main").getByRole("region", { name, exact: true });
const shownSection = (page: Page, id: string) => preview(page).locator(`[data-section-id="${id}"]`);
const saved = (page: Page) =>
  expect(page.getByTestId("editor-status")).toHaveText(/Saved at \d{2}:\d{2}/, { timeout: 10_000 });

test("add a skill with a level, a language with a proficiency and a job with month pickers and present", async ({
  page,
  baseURL,
}) => {
  const user = await seedUser("regular");
  const resume = await seedResume(user.id, {
    name: "Forms",
    // An older document: a free-text date that names a month, and one that does not.
    edit: (data) => {
      const work = data.sections.find((s) => s.id === "sample-empolyment")!;
      work.data[1] = { ...work.data[1]!, startDate: "2016年7月", endDate: "Winter 2019" };
    },
  });
  await signIn(page.context(), baseURL!, user);
  await page.goto(`/editor/${resume.id}`);
  await expect(page.getByLabel("Full name")).toHaveValue("Emily Carter");
  await expect(shownSection(page, "sample-empolyment")).toContainText("Jul 2016 – Winter 2019");

  const skills = card(page, "Skills");
  await skills.getByRole("button", { name: "Add entry" }).click();
  const skill = skills.getByTestId("item-editor").last();
  await expect(skill.getByLabel("City")).toHaveCount(0);
  await skill.getByLabel("Skill", { exact: true }).fill("Rust");
  await skill.getByLabel("Level").selectOption({ label: "Advanced" });
  await expect(shownSection(page, "sample-skills").locator("li").last()).toHaveText(/Rust\s*Advanced/);

  const languages = card(page, "Languages");
  await languages.getByRole("button", { name: "Add entry" }).click();
  const language = languages.getByTestId("item-editor").last();
  await language.getByLabel("Language", { exact: true }).fill("Japanese");
  await language.getByLabel("Proficiency").selectOption({ label: "Conversational" });
  await expect(shownSection(page, "sample-language")).toContainText("Japanese");
  await expect(shownSection(page, "sample-language")).toContainText("Conversational");

  const jobs = card(page, "Work Experience");
  await jobs.getByRole("button", { name: "Add entry" }).click();
  const job = jobs.getByTestId("item-editor").last();
  // Issue 21 item 5: a job's own words, and dates as a year and a month select (no <input type="month">).
  await job.getByLabel("Company", { exact: true }).fill("Harbor Labs");
  await expect(job.locator('input[type="month"]')).toHaveCount(0);
  await job.getByRole("combobox", { name: "Start date: year" }).selectOption("2021");
  await job.getByRole("combobox", { name: "Start date: month" }).selectOption("03");
  await job.getByRole("combobox", { name: "End date: year" }).selectOption("2023");
  await job.getByRole("combobox", { name: "End date: month" }).selectOption("11");
  await expect(shownSection(page, "sample-empolyment")).toContainText("Mar 2021 – Nov 2023");
  await job.getByRole("checkbox", { name: "Ongoing (present)" }).check();
  await expect(job.getByRole("group", { name: "End date" })).toHaveCount(0);
  await expect(shownSection(page, "sample-empolyment")).toContainText("Mar 2021 – Present");

  // The resume language decides how every date prints: Chinese dates, 至今.
  await page.getByRole("tab", { name: "Style" }).click();
  await page.getByLabel("Resume language").selectOption("ch");
  await expect(shownSection(page, "sample-empolyment")).toContainText("2021.03 – 至今");
  await expect(shownSection(page, "sample-empolyment")).toContainText("2016.07 – Winter 2019");

  await saved(page);
  const row = await testDb().resume.findUniqueOrThrow({ where: { id: resume.id } });
  const sections = (row.data as TResumeData).sections;
  expect(sections.find((s) => s.id === "sample-skills")!.data.at(-1)).toMatchObject({
    title: "Rust",
    description: "Advanced",
  });
  expect(sections.find((s) => s.id === "sample-language")!.data.at(-1)).toMatchObject({
    title: "Japanese",
    subTitle: "Conversational",
  });
  const jobsSaved = sections.find((s) => s.id === "sample-empolyment")!.data;
  expect(jobsSaved.at(-1)).toMatchObject({ title: "Harbor Labs", startDate: "2021-03", endDate: "present" });
  // Never lose user text: the older dates are stored as they were typed.
  expect(jobsSaved[1]).toMatchObject({ startDate: "2016年7月", endDate: "Winter 2019" });
});
