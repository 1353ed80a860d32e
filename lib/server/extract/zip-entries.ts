// The entries of a zip file (a .docx) from its central directory, without inflating anything: names and declared
// sizes, so that a zip bomb is refused before any parser inflates it (OWASP ASVS 5.2.3). A zip whose directory cannot
// be read, or that needs ZIP64 (over 4 GB or 65,535 entries: never a resume), answers null.
// Not server-only: also loaded outside a Next server bundle (scripts/bench).

export type TZipEntry = { name: string; compressedSize: number; uncompressedSize: number };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const MAX_COMMENT = 0xffff;

export function readZipEntries(bytes: Buffer): TZipEntry[] | null {
  const from = Math.max(0, bytes.length - 22 - MAX_COMMENT);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  const offset = bytes.readUInt32LE(eocd + 16);
  if (count === 0xffff || offset === 0xffffffff) return null;
  const entries: TZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) return null;
    const compressedSize = bytes.readUInt32LE(at + 20);
    const uncompressedSize = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) return null;
    const name = bytes.toString("utf8", at + 46, Math.min(bytes.length, at + 46 + nameLength));
    entries.push({ name, compressedSize, uncompressedSize });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
