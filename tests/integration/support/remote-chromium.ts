// A separate Debian Chromium with remote debugging, standing in for a browser pool (browserless) at the network
// boundary: the app connects to it through PDF_BROWSER_WS_ENDPOINT as it would to a pool on another host. Started
// on a free port, or on a given one to play a pool that restarts on its address; `kill()` ends it abruptly
// (SIGKILL to its process group, renderers included), as a crash or a container restart would; `pause()` freezes it.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type RemoteChromium = {
  /** The DevTools address Chromium printed: ws://127.0.0.1:<port>/devtools/browser/<id>. */
  endpoint: string;
  port: number;
  /** GET on the DevTools HTTP endpoint (`/json/version`, `/json/list`). */
  devtools: (path: string) => Promise<unknown>;
  /** SIGSTOP / SIGCONT: a pool that stops answering without closing its connections, then recovers. */
  pause: () => void;
  resume: () => void;
  kill: () => Promise<void>;
};

const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export async function startRemoteChromium(port = 0): Promise<RemoteChromium> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), "rb-remote-chromium-"));
  const child = spawn(
    "/usr/bin/chromium",
    [...FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${userDataDir}`],
    // Its own process group, so that kill() takes the renderers with it.
    { stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let output = "";
  child.stderr.setEncoding("utf8");
  const endpoint = await new Promise<string>((resolve, reject) => {
    child.stderr.on("data", (chunk: string) => {
      output += chunk;
      const listening = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      reject(new Error(`chromium exited (${code ?? signal}) before listening:\n${output.slice(-2000)}`)),
    );
  });
  const listeningPort = Number(new URL(endpoint).port);
  return {
    endpoint,
    port: listeningPort,
    devtools: async (devtoolsPath) => (await fetch(`http://127.0.0.1:${listeningPort}${devtoolsPath}`)).json(),
    pause: () => child.pid && process.kill(-child.pid, "SIGSTOP"),
    resume: () => child.pid && process.kill(-child.pid, "SIGCONT"),
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, "SIGKILL");
      await exited;
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
