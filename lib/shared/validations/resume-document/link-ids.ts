// A resume's links carry a stable id (issue 27 item 1): linked translations and variants follow a link by it, so a
// link added, removed or moved in the source reaches the copy as that, and a label translated in the copy stays with
// its link. The editor gives a link it adds a random id (newLinkId); every link that arrives without one (a document
// stored before links had ids, an old exported file, an importer, a client that sends none) gets one from its position
// when the document is read (withLinkIds, run by ZResumeData), so the same list always gets the same ids and no link
// is ever dropped. A position is the id an old document's link keeps: linked translations and variants recorded
// before ids existed named links by position ("links.0.name"), and those records still name the same links.

/** Letters, digits, "_" and "-": an id is a part of field paths ("links.<id>.name"), which are split on dots. */
export const LINK_ID_PATTERN = /^[\w-]{1,64}$/;

/** A new link's id: random, and never a bare position, so it cannot meet an id given by withLinkIds. */
export function newLinkId(): string {
  return `link-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Every link with an id, unique in the list. A link without one, or with an id an earlier link already has, gets its
 * position ("0", "1", …), or "<position>-<n>" when that is another link's id. Deterministic; the links' order, their
 * other fields and their number are unchanged.
 */
export function withLinkIds<T extends object>(links: (T & { id?: string })[]): (T & { id: string })[] {
  const given = new Set(links.flatMap((link) => (link.id ? [link.id] : [])));
  const used = new Set<string>();
  return links.map((link, index) => {
    let id = link.id && !used.has(link.id) ? link.id : undefined;
    if (id === undefined) {
      id = String(index);
      for (let n = 1; given.has(id) || used.has(id); n++) id = `${index}-${n}`;
    }
    used.add(id);
    return link.id === id ? (link as T & { id: string }) : { ...link, id };
  });
}
