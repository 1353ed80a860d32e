// All seeded examples: 12 in English and 12 in Chinese, two per category and language.
// Not server-only: also loaded outside a Next server bundle (scripts/bench).
import type { SeedExample } from "../types";
import { dataExamplesEn } from "./data-en";
import { dataExamplesZh } from "./data-zh";
import { designExamplesEn } from "./design-en";
import { designExamplesZh } from "./design-zh";
import { marketingExamplesEn } from "./marketing-en";
import { marketingExamplesZh } from "./marketing-zh";
import { operationsExamplesEn } from "./operations-en";
import { operationsExamplesZh } from "./operations-zh";
import { productExamplesEn } from "./product-en";
import { productExamplesZh } from "./product-zh";
import { softwareExamplesEn } from "./software-en";
import { softwareExamplesZh } from "./software-zh";

export const seedExamples: SeedExample[] = [
  ...softwareExamplesEn,
  ...softwareExamplesZh,
  ...productExamplesEn,
  ...productExamplesZh,
  ...designExamplesEn,
  ...designExamplesZh,
  ...dataExamplesEn,
  ...dataExamplesZh,
  ...marketingExamplesEn,
  ...marketingExamplesZh,
  ...operationsExamplesEn,
  ...operationsExamplesZh,
];
