// Reads a response body chunk by chunk, reporting bytes received, so the card can show progress and speed.
export async function readWithProgress(response: Response, onBytes: (received: number) => void): Promise<Blob> {
  const type = response.headers.get("content-type") ?? "application/pdf";
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(new Uint8Array(value));
    received += value.byteLength;
    onBytes(received);
  }
  return new Blob(chunks, { type });
}
