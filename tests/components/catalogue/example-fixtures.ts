// Example categories and examples as the examples page receives them (ids shaped like the database's).
import type { CategoryDto, ExampleDto } from "@/lib/shared/validations/catalogue/catalogue-dto";
import type { ExampleGalleryGroup } from "@/components/catalogue/example-gallery";

const category = (slug: string, name: string, sort: number): CategoryDto => ({
  _id: `cat-${slug}`,
  slug,
  name,
  desc: `${name} people`,
  coverImage: null,
  sort,
});

export const softwareCategory = category("software-engineering", "Software Engineering", 60);
export const designCategory = category("design", "Design", 40);

export function example(id: string, overrides: Partial<ExampleDto> = {}): ExampleDto {
  return {
    _id: id,
    name: `Example ${id}`,
    desc: `What ${id} is about`,
    coverImg: `/api/covers/resumes/${id}.png`,
    uuid: `00000000-0000-5000-8000-${id.replace(/\D/g, "").padStart(12, "0")}`,
    used: 50,
    category: softwareCategory._id,
    userId: { avatar: `/avatars/${id}.svg`, nickName: `Creator ${id}` },
    ...overrides,
  };
}

export const exampleGroups: ExampleGalleryGroup[] = [
  {
    category: softwareCategory,
    examples: [
      example("ex-1", { name: "Senior Backend Engineer", used: 1843 }),
      example("ex-2", { name: "Frontend Engineer", used: 100 }),
    ],
  },
  {
    category: designCategory,
    examples: [example("ex-3", { name: "Product Designer", used: 101, category: designCategory._id })],
  },
];
