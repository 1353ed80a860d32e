// Links have stable ids (issue 27 item 1): a document stored or exported before links had ids is upgraded on read with
// every link kept (its position as its id, the key old linked translations and variants recorded), the ids are
// deterministic and unique, and an old exported file still imports.
import { describe, expect, it } from "@jest/globals";
import { readLosslessDocument } from "@/lib/server/json-resume/read-lossless-document";
import { toJsonResume } from "@/lib/server/json-resume/to-json-resume";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import { ZResumeData } from "@/lib/shared/validations/resume-document/document";
import { LINK_ID_PATTERN, newLinkId, withLinkIds } from "@/lib/shared/validations/resume-document/link-ids";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";

/** A document as a row stored before links had ids holds it (schema version 1, links { name, src, isNew? }). */
function storedBeforeIds() {
  const { data, config } = sampleResume("en");
  const links = [
    { name: "GitHub", src: "https://github.com/sam", isNew: true },
    { name: "Blog", src: "https://sam.blog" },
    { name: "", src: "" },
    { name: "Blog", src: "https://sam.blog" },
  ];
  const stored = JSON.parse(JSON.stringify({ ...data, links })) as Record<string, unknown>;
  return { data: stored, config: { ...JSON.parse(JSON.stringify(config)), schemaVersion: 1 }, links };
}

describe("withLinkIds", () => {
  it("gives a link without an id its position, keeps the ids links have, and drops nothing", () => {
    const links = [{ name: "a" }, { id: "link-x", name: "b" }, { name: "c" }];
    expect(withLinkIds(links)).toEqual([
      { id: "0", name: "a" },
      { id: "link-x", name: "b" },
      { id: "2", name: "c" },
    ]);
    expect(withLinkIds(links)).toEqual(withLinkIds(links));
  });

  it("a repeated id, or a position another link has as its id, gets a free one", () => {
    const ids = withLinkIds([{ id: "a" }, { id: "a" }, {}, { id: "2" }, { id: "0" }]).map((l) => l.id);
    expect(ids).toEqual(["a", "1", "2-1", "2", "0"]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("returns links that have their id as they are (same objects)", () => {
    const links = [{ id: "x" }, { id: "y" }];
    const out = withLinkIds(links);
    expect(out[0]).toBe(links[0]);
    expect(out[1]).toBe(links[1]);
  });

  it("a new link's id is never a bare position and fits the pattern", () => {
    const ids = Array.from({ length: 50 }, newLinkId);
    for (const id of ids) {
      expect(id).toMatch(LINK_ID_PATTERN);
      expect(id).not.toMatch(/^\d/);
    }
    expect(new Set(ids).size).toBe(50);
  });
});

describe("a stored document whose links have no id", () => {
  it("is read with an id on every link, each link's text, address and order kept", () => {
    const { data, config, links } = storedBeforeIds();
    const upgraded = upgradeResumeDocument(data, config);
    expect(upgraded.data.links).toEqual(links.map((link, i) => ({ id: String(i), ...link })));
    // Nothing else changes.
    expect({ ...upgraded.data, links: [] }).toEqual(ZResumeData.parse({ ...data, links: [] }));
  });

  it("saved as read, it reads back the same: the ids stay", () => {
    const { data, config } = storedBeforeIds();
    const once = upgradeResumeDocument(data, config);
    const again = upgradeResumeDocument(JSON.parse(JSON.stringify(once.data)), JSON.parse(JSON.stringify(once.config)));
    expect(again).toEqual(once);
  });

  it("once moved and saved, each link keeps its id", () => {
    const { data, config } = storedBeforeIds();
    const read = upgradeResumeDocument(data, config);
    read.data.links.reverse();
    const saved = ZResumeData.parse(JSON.parse(JSON.stringify(read.data)));
    expect(saved.links.map((l) => l.id)).toEqual(["3", "2", "1", "0"]);
  });

  it("an id that cannot be part of a field path is refused, not stored", () => {
    const { data } = storedBeforeIds();
    const bad = { ...data, links: [{ id: "a.b", name: "x", src: "" }] };
    expect(ZResumeData.safeParse(bad).success).toBe(false);
  });
});

describe("an old exported file (links without ids)", () => {
  it("still imports back exactly, its links given their positions", () => {
    const { data, config } = sampleResume("ch");
    const withLinks = ZResumeData.parse({
      ...data,
      links: [
        { name: "GitHub", src: "https://github.com/wang" },
        { name: "博客", src: "https://wang.blog" },
      ],
    });
    const file = toJsonResume(withLinks, config) as {
      meta: { resumecraft: { document: { data: { links: Record<string, unknown>[] } } } };
    };
    // What our export wrote before links had ids.
    for (const link of file.meta.resumecraft.document.data.links) delete link.id;
    const imported = readLosslessDocument(JSON.parse(JSON.stringify(file)));
    expect(imported).not.toBeNull();
    expect(imported!.data.links).toEqual([
      { id: "0", name: "GitHub", src: "https://github.com/wang" },
      { id: "1", name: "博客", src: "https://wang.blog" },
    ]);
    expect(imported!.data.sections).toEqual(withLinks.sections);
  });
});
