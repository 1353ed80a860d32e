// Prisma's Json input type does not accept interfaces with optional members; a JSON round trip gives a plain value
// (and drops undefined fields exactly as the database would).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";

export function toJson(value: unknown): Prisma.InputJsonValue {
  return JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
}
