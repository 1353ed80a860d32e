// One row of a LinkedIn export's list file → one item of a resume section (issue 24 item 4). Each documented column has
// its place in the item (company, title, place, dates, description); a value that does not fit its place (longer than
// the field, or several lines where one is shown) and every other column become "Label: value" lines under the
// description, so nothing in the row is lost. Dates become the editor's "YYYY-MM" ("Jan 2020"), a year stays a year.
import "server-only";
import { blankItem } from "@/lib/shared/resume/blank-item";
import { PRESENT, toMonthValue } from "@/lib/shared/resume/date-value";
import type { TItem } from "@/lib/shared/validations/resume-document/document";
import type { TLinkedInFileName, TLinkedInRow } from "@/lib/shared/validations/resume-parse/linkedin-content";
import { columnLabel, type TLinkedInLabels } from "./linkedin-labels";

type TPlace = "title" | "subTitle" | "city" | "startDate" | "endDate" | "description";

export type TItemSpec = {
  places: Readonly<Record<string, TPlace>>;
  /** An entry with a start and no end is ongoing ("present"): a position held now, not a course without dates. */
  ongoing?: boolean;
};

/** The list files and where each of their documented columns goes. */
export const itemSpecs: Partial<Record<TLinkedInFileName, TItemSpec>> = {
  Positions: {
    places: {
      "Company Name": "title",
      Title: "subTitle",
      Location: "city",
      "Started On": "startDate",
      "Finished On": "endDate",
      Description: "description",
    },
    ongoing: true,
  },
  Education: {
    places: {
      "School Name": "title",
      "Degree Name": "subTitle",
      "Start Date": "startDate",
      "End Date": "endDate",
      Notes: "description",
    },
  },
  Skills: { places: { Name: "title" } },
  Languages: { places: { Name: "title", Proficiency: "subTitle" } },
  Certifications: {
    places: { Name: "title", Authority: "subTitle", "Started On": "startDate", "Finished On": "endDate" },
  },
  Projects: {
    places: { Title: "title", "Started On": "startDate", "Finished On": "endDate", Description: "description" },
    ongoing: true,
  },
  Honors: { places: { Title: "title", "Issued On": "startDate", Description: "description" } },
  Courses: { places: { Name: "title", Number: "subTitle" } },
  Publications: {
    places: { Name: "title", Publisher: "subTitle", "Published On": "startDate", Description: "description" },
  },
  Volunteering: {
    places: {
      "Company Name": "title",
      Role: "subTitle",
      "Started On": "startDate",
      "Finished On": "endDate",
      Description: "description",
    },
    ongoing: true,
  },
  Organizations: {
    places: {
      Name: "title",
      Position: "subTitle",
      "Started On": "startDate",
      "Finished On": "endDate",
      Description: "description",
    },
    ongoing: true,
  },
};

const maxLength = { title: 200, subTitle: 200, city: 120, startDate: 20, endDate: 20 } as const;

/** "Jan 2020" → "2020-01", "2020" stays; other text is kept as written. */
export function importDate(value: string): string {
  return toMonthValue(value) ?? value;
}

/** LinkedIn's text with Windows line ends and "•" bullets → the description's Markdown ("- " bullets). */
export function importText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/^[ \t]*[•●▪◦·][ \t]*/gm, "- ")
    .trim();
}

/** An item's text; its id and styles are given with its section (from-linkedin.ts). */
/** An entry before it joins a section (which gives it its id, from-linkedin.ts sectionsOf). */
export type TItemText = TItem;

/** An entry with the given fields and every other one empty: blankItem's (lib/shared/resume/blank-item.ts). */
export const textItem = (fields: Partial<TItem> = {}): TItemText => ({ ...blankItem(""), ...fields });

export function rowToItem(row: TLinkedInRow, spec: TItemSpec, labels: TLinkedInLabels): TItemText {
  const item = textItem();
  const text: string[] = [];
  const labelled: string[] = [];
  let endColumnSeen = false;
  for (const [column, raw] of row) {
    const value = raw.trim();
    if (!value) continue;
    const place = spec.places[column];
    if (place === "endDate") endColumnSeen = true;
    if (place === "description") {
      text.push(importText(value));
      continue;
    }
    if (place) {
      const fitted = place === "startDate" || place === "endDate" ? importDate(value) : value;
      if (fitted.length <= maxLength[place] && !fitted.includes("\n")) {
        item[place] = fitted;
        continue;
      }
    }
    labelled.push(`${columnLabel(labels, column)}${labels.separator}${importText(value)}`);
  }
  if (spec.ongoing && item.startDate && !endColumnSeen) item.endDate = PRESENT;
  item.description = [...text, ...labelled].join("\n");
  return item;
}
