// The fake model for the AI-on e2e server (tests/fakes/openai-server.ts), run by the global setup, with a small control
// server beside it: the specs run in worker processes and script the fake over HTTP. Each test registers replies
// under markers unique to it (its own job title), so tests running in parallel never answer each other's calls.
import { createServer } from "node:http";
import { startFakeOpenAIServer, type FakeReply } from "../../fakes/openai-server";

type Rule = { marker: string; reply: FakeReply };

export async function startFakeModelWithControl({
  modelPort,
  controlPort,
}: {
  modelPort: number;
  controlPort: number;
}) {
  const fake = await startFakeOpenAIServer({ port: modelPort });
  const control = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://control");
    if (request.method === "POST" && url.pathname === "/when") {
      let raw = "";
      request.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      request.on("end", () => {
        const { marker, reply } = JSON.parse(raw) as Rule;
        fake.when(marker, reply);
        response.writeHead(204).end();
      });
      return;
    }
    if (request.method === "GET" && url.pathname === "/requests") {
      // How many calls the model got whose last user message contains `marker`.
      const marker = url.searchParams.get("marker") ?? "";
      const count = fake.requests.filter((r) => fake.lastUserText(r).includes(marker)).length;
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ count }));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => control.listen(controlPort, "127.0.0.1", resolve));
  return {
    close: async () => {
      await new Promise<void>((resolve) => {
        control.closeAllConnections();
        control.close(() => resolve());
      });
      await fake.close();
    },
  };
}
