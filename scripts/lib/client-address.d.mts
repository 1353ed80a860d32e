import type { IncomingMessage } from "node:http";

export const CLIENT_ADDRESS_HEADER: string;
export const PROXIED_HEADER: string;
export function normalizeAddress(address: string | undefined): string;
export function parseTrustProxy(value: string | undefined): number;
export function resolveClientAddress(
  remoteAddress: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: number,
): string;
export function stampClientAddress(req: IncomingMessage, trustProxy: number): void;
export function requestScheme(forwardedProto: string | string[] | undefined, trustProxy: number): "http" | "https";
