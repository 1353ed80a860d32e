// A resume the rule-based parser reads with doubts (lib/server/parse): a summary with no heading above it, an
// employer name it cannot tell from a role, and a project title. The review tests need fields to mark.
export const guessedResumeHtml = `<!doctype html><html><body style="font-family: sans-serif; margin: 40px">
<h1 style="font-size: 28px; margin: 0">Sam Carter</h1>
<div>sam.carter@example.com · +1 (415) 555-0199</div>
<div>Backend engineer with eight years of payment systems, on-call leadership and API design.</div>
<h2 style="font-size: 18px">WORK EXPERIENCE</h2>
<div style="display: flex; justify-content: space-between"><b>Initech</b><span>Jan 2018 – Present</span></div>
<div>Staff Engineer</div>
<ul><li>Moved the ledger to PostgreSQL.</li></ul>
<h2 style="font-size: 18px">PROJECTS</h2>
<div style="display: flex; justify-content: space-between"><b>Ledger Migration Toolkit</b><span>2021 – 2022</span></div>
<ul><li>An open-source tool that copies ledgers between databases.</li></ul>
</body></html>`;
