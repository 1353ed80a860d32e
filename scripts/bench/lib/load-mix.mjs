// The traffic of `npm run bench:load` (issue 23 item 7): a steady mix of public pages, signed-in pages, the catalogue
// and resume reads and saves at the offered rate, and on top of it a PDF every 3 s, an AI creator run every 10 s and
// an upload parse every 10 s against the fake model, each flow through the same HTTP calls the browser makes.
// Users are taken in turn from the seeded ones (load-target.mjs), so that no user runs two AI tasks at once.

/** Shares of the steady mix (of 100). */
const WEIGHTS = { page: 30, catalogue: 30, "resume-get": 20, "resume-patch": 20 };
/** Not in the non-PDF p99: the PDF, and the two streams, whose time is the fake model's scripted answer (≈ 1.5 s). */
export const OUTSIDE_P99 = new Set(["pdf", "ai-stream", "parse-stream"]);

const PAGE_HEADERS = {
  Accept: "text/html,application/xhtml+xml,*/*;q=0.8",
  "Accept-Encoding": "gzip, br",
  "User-Agent": "rb-bench-load",
};

/** A sequence of class names of length 100 with each class's share spread evenly (smooth weighted round-robin). */
function classSequence(weights) {
  const entries = Object.entries(weights);
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  const current = Object.fromEntries(entries.map(([name]) => [name, 0]));
  const sequence = [];
  for (let i = 0; i < total; i += 1) {
    for (const [name, weight] of entries) current[name] += weight;
    const [best] = entries.reduce((a, b) => (current[b[0]] > current[a[0]] ? b : a));
    current[best] -= total;
    sequence.push(best);
  }
  return sequence;
}

/** The template and example slugs the catalogue answers (warm-up). */
async function catalogueSlugs(url) {
  const response = await fetch(`${url}/api/templates?pageSize=5&currentPage=1&locale=en`);
  const body = await response.json();
  const list = body.data?.list ?? body.data?.items ?? [];
  return list.map((item) => item.slug ?? item.id).filter(Boolean);
}

/**
 * The steady mix and the flows for `target` (startLoadTarget). `send` is the keep-alive client of open-loop.mjs.
 * Answers { steady(i), periodic, paths } (paths: every steady GET, for the warm-up).
 */
export async function createMix(target, send) {
  const { url, users, docx } = target;
  const [slug] = await catalogueSlugs(url);
  const publicPages = ["/", "/pricing", "/ch", "/ai"];
  const catalogue = [
    "/templates",
    "/examples",
    ...(slug ? [`/templates/${slug}`] : []),
    "/api/templates?pageSize=20&currentPage=1&locale=en",
    "/api/examples?pageSize=40&currentPage=1&locale=en",
  ];
  const auth = (user) => ({ Authorization: `Bearer ${user.token}` });
  const cookie = (user) => ({ ...PAGE_HEADERS, Cookie: `x-cid=${user.token}` });
  const sequence = classSequence(WEIGHTS);
  let userTurn = 0;
  let pageTurn = 0;
  let catalogueTurn = 0;
  let saves = 0;
  const nextUser = () => users[userTurn++ % users.length];

  const requestOf = {
    // Public pages (anonymous: the page cache may answer) and a signed-in user's resume list and editor.
    page: () => {
      const turn = pageTurn++ % (publicPages.length + 2);
      if (turn < publicPages.length) return { path: publicPages[turn], headers: PAGE_HEADERS };
      const user = nextUser();
      const path = turn === publicPages.length ? "/resumes" : `/editor/${user.resumeId}`;
      return { path, headers: cookie(user) };
    },
    catalogue: () => ({ path: catalogue[catalogueTurn++ % catalogue.length], headers: PAGE_HEADERS }),
    "resume-get": () => {
      const user = nextUser();
      return { path: `/api/resumes/${user.resumeId}`, headers: auth(user) };
    },
    // An autosave: the whole document with one field changed, last write wins (no version).
    "resume-patch": () => {
      const user = nextUser();
      saves += 1;
      const data = { ...user.data, basicInfo: { ...user.data.basicInfo, title: `Senior Engineer ${saves}` } };
      return {
        method: "PATCH",
        path: `/api/resumes/${user.resumeId}`,
        headers: { ...auth(user), "Content-Type": "application/json" },
        body: JSON.stringify({ mode: "data", data }),
      };
    },
  };
  const steady = (i) => {
    const cls = sequence[i % sequence.length];
    const request = requestOf[cls]();
    return { cls, run: () => send(request) };
  };

  let flowTurn = 0;
  const flowUser = () => users[flowTurn++ % users.length];
  const periodic = [
    { name: "pdf", everyMs: 3_000, offsetMs: 500, run: (dueAt) => pdfFlow(url, flowUser(), dueAt) },
    { name: "ai", everyMs: 10_000, offsetMs: 1_500, run: (dueAt) => aiFlow(url, flowUser(), dueAt) },
    { name: "parse", everyMs: 10_000, offsetMs: 6_500, run: (dueAt) => parseFlow(url, flowUser(), docx, dueAt) },
  ];
  const paths = [...publicPages, ...catalogue];
  return { steady, periodic, paths, userPages: ["/resumes", `/editor/${users[0].resumeId}`], firstUser: users[0] };
}

/** Times one step of a flow: from `since` (the flow's due time for its first step) to its answer, read whole. */
async function timed(cls, since, call) {
  try {
    const response = await call();
    const body = await response.arrayBuffer();
    return { record: { cls, ms: performance.now() - since, status: response.status }, body, response };
  } catch (error) {
    return { record: { cls, ms: performance.now() - since, status: 0, error: error.name ?? "error" } };
  }
}

const jsonOf = (body) => {
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    return {};
  }
};

/** The last event of an SSE body; a stream that ends without `finish` is an error of the flow. */
function lastEventName(body) {
  const names = [...new TextDecoder().decode(body).matchAll(/^event: (.*)$/gm)].map((match) => match[1]);
  return names.at(-1) ?? "none";
}

function streamRecord(step) {
  if (step.record.error || step.record.status !== 200) return step.record;
  const last = lastEventName(step.body);
  return last === "finish" ? step.record : { ...step.record, error: `stream ended with ${last}` };
}

async function pdfFlow(url, user, dueAt) {
  const step = await timed("pdf", dueAt, () =>
    fetch(`${url}/api/download/${user.resumeId}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${user.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ format: "two" }),
    }),
  );
  return [step.record];
}

async function aiFlow(url, user, dueAt) {
  const check = await timed("ai-check", dueAt, () =>
    fetch(`${url}/api/checkIsValidProfession`, {
      method: "POST",
      headers: { Authorization: `Bearer ${user.token}`, "Content-Type": "application/json", "x-locale": "en" },
      body: JSON.stringify({ keyword: "Software Engineer", template: "TemplateModern", aiProvider: "openai" }),
    }),
  );
  const processId = check.body && jsonOf(check.body).data?.processId;
  if (!processId) return [check.record.error ? check.record : { ...check.record, error: "no processId" }];
  const started = performance.now();
  const stream = await timed("ai-stream", started, () =>
    fetch(`${url}/api/generateResumeByStream?processId=${processId}&aiProvider=openai`, {
      headers: { Authorization: `Bearer ${user.token}` },
    }),
  );
  return [check.record, streamRecord(stream)];
}

async function parseFlow(url, user, docx, dueAt) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(docx)]), "resume.docx");
  const upload = await timed("parse-upload", dueAt, () =>
    fetch(`${url}/api/parseDocx`, { method: "POST", headers: { Authorization: `Bearer ${user.token}` }, body: form }),
  );
  const content = upload.body && jsonOf(upload.body).data?.content;
  if (!content) return [upload.record.error ? upload.record : { ...upload.record, error: "no content" }];
  const task = await timed("parse-task", performance.now(), () =>
    fetch(`${url}/api/getResumeParseTaskId`, {
      method: "POST",
      headers: { Authorization: `Bearer ${user.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ content, template: "TemplateModern" }),
    }),
  );
  const taskId = task.body && jsonOf(task.body).data?.taskId;
  if (!taskId) return [upload.record, task.record.error ? task.record : { ...task.record, error: "no taskId" }];
  const stream = await timed("parse-stream", performance.now(), () =>
    fetch(`${url}/api/parseResumeByStream?taskId=${taskId}`, {
      headers: { Authorization: `Bearer ${user.token}`, "x-locale": "en" },
    }),
  );
  return [upload.record, task.record, streamRecord(stream)];
}
