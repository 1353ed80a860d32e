// The people credited with the examples (seeded users without a password: they cannot sign in): one per example,
// named as on the resume it shows, so a card's byline is the resume's own name. Avatars are small
// SVG files in public/avatars/, so no page depends on an outside host.
import "server-only";
import type { SeedCreator } from "./types";

export const seedCreators: SeedCreator[] = [
  { key: "helena-brandt", nickName: "Helena Brandt", avatar: "/avatars/helena-brandt.svg" },
  { key: "kenji-aldana", nickName: "Kenji Aldana", avatar: "/avatars/kenji-aldana.svg" },
  { key: "isla-moreau", nickName: "Isla Moreau", avatar: "/avatars/isla-moreau.svg" },
  { key: "rowan-achterberg", nickName: "Rowan Achterberg", avatar: "/avatars/rowan-achterberg.svg" },
  { key: "camille-okonjo", nickName: "Camille Okonjo", avatar: "/avatars/camille-okonjo.svg" },
  { key: "jasper-quill-hartley", nickName: "Jasper Quill-Hartley", avatar: "/avatars/jasper-quill-hartley.svg" },
  { key: "gideon-harlow", nickName: "Gideon Harlow", avatar: "/avatars/gideon-harlow.svg" },
  { key: "amara-lindgren", nickName: "Amara Lindgren", avatar: "/avatars/amara-lindgren.svg" },
  { key: "nadia-castellanos", nickName: "Nadia Castellanos", avatar: "/avatars/nadia-castellanos.svg" },
  { key: "theo-vandermeer", nickName: "Theo Vandermeer", avatar: "/avatars/theo-vandermeer.svg" },
  { key: "marcus-ellery", nickName: "Marcus Ellery", avatar: "/avatars/marcus-ellery.svg" },
  { key: "avery-lindqvist", nickName: "Avery Lindqvist", avatar: "/avatars/avery-lindqvist.svg" },
  { key: "jiang-yingxue", nickName: "江映雪", avatar: "/avatars/jiang-yingxue.svg" },
  { key: "cheng-jingxing", nickName: "程景行", avatar: "/avatars/cheng-jingxing.svg" },
  { key: "wen-yining", nickName: "温以宁", avatar: "/avatars/wen-yining.svg" },
  { key: "luo-anlan", nickName: "罗安澜", avatar: "/avatars/luo-anlan.svg" },
  { key: "tang-zhiyi", nickName: "唐知意", avatar: "/avatars/tang-zhiyi.svg" },
  { key: "xia-muqing", nickName: "夏沐晴", avatar: "/avatars/xia-muqing.svg" },
  { key: "xu-qinghe", nickName: "许清和", avatar: "/avatars/xu-qinghe.svg" },
  { key: "he-yuzhou", nickName: "何予舟", avatar: "/avatars/he-yuzhou.svg" },
  { key: "ye-shuning", nickName: "叶书宁", avatar: "/avatars/ye-shuning.svg" },
  { key: "meng-jiahe", nickName: "孟嘉禾", avatar: "/avatars/meng-jiahe.svg" },
  { key: "gu-linchuan", nickName: "顾临川", avatar: "/avatars/gu-linchuan.svg" },
  { key: "shen-ruoxi", nickName: "沈若溪", avatar: "/avatars/shen-ruoxi.svg" },
];

/** The owner of the per-template sample resumes behind each template's public link. */
export const catalogueTeam: SeedCreator = {
  key: "catalogue-team",
  nickName: "Resume Builder Team",
  avatar: "/avatars/catalogue-team.svg",
};
