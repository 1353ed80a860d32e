// A small keep-alive load generator: `connections` concurrent loops over one http.Agent (keepAlive, one socket
// per loop), each sending the next request as soon as the previous body has been read, for `durationMs`.
// Latency is measured per request from send to the last body byte.
import http from "node:http";

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
const round1 = (x) => Math.round(x * 10) / 10;

function once(agent, url, headers) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, bytes, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
      );
      response.on("error", () => resolve({ status: 0, bytes, ms: 0 }));
    });
    request.on("error", () => resolve({ status: 0, bytes: 0, ms: 0 }));
  });
}

export async function runLoad({ url, connections, durationMs, headers = {} }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const loop = async () => {
    while (performance.now() < deadline) {
      const result = await once(agent, url, headers);
      if (result.status >= 200 && result.status < 300) {
        latencies.push(result.ms);
        bytes += result.bytes;
      } else {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    reqPerSec: round1(latencies.length / seconds),
    p50Ms: round1(percentile(latencies, 50)),
    p99Ms: round1(percentile(latencies, 99)),
    avgBytes: latencies.length ? Math.round(bytes / latencies.length) : 0,
  };
}
