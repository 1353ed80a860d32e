// The people credited with the examples (seeded users without a password: they cannot sign in). Avatars are small
// SVG files in public/avatars/, so no page depends on an outside host.
import type { SeedCreator } from "./types";

export const seedCreators: SeedCreator[] = [
  { key: "maya-thornton", nickName: "Maya Thornton", avatar: "/avatars/maya-thornton.svg" },
  { key: "daniel-okafor", nickName: "Daniel Okafor", avatar: "/avatars/daniel-okafor.svg" },
  { key: "priya-raman", nickName: "Priya Raman", avatar: "/avatars/priya-raman.svg" },
  { key: "lucas-brennan", nickName: "Lucas Brennan", avatar: "/avatars/lucas-brennan.svg" },
  { key: "sofia-marchetti", nickName: "Sofia Marchetti", avatar: "/avatars/sofia-marchetti.svg" },
  { key: "ethan-kowalski", nickName: "Ethan Kowalski", avatar: "/avatars/ethan-kowalski.svg" },
  { key: "lin-zhixia", nickName: "林知夏", avatar: "/avatars/lin-zhixia.svg" },
  { key: "zhou-yuan", nickName: "周予安", avatar: "/avatars/zhou-yuan.svg" },
  { key: "chen-kexin", nickName: "陈可馨", avatar: "/avatars/chen-kexin.svg" },
  { key: "xu-jiashu", nickName: "许嘉树", avatar: "/avatars/xu-jiashu.svg" },
  { key: "su-mubai", nickName: "苏沐白", avatar: "/avatars/su-mubai.svg" },
  { key: "gao-yuanhang", nickName: "高远航", avatar: "/avatars/gao-yuanhang.svg" },
];

/** The owner of the per-template sample resumes behind each template's public link. */
export const catalogueTeam: SeedCreator = {
  key: "catalogue-team",
  nickName: "Resume Builder Team",
  avatar: "/avatars/catalogue-team.svg",
};
