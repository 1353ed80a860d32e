// Resident memory of an app instance, read from /proc (Linux): the instance's launcher (scripts/start.mjs, the pid
// scripts/lib/cluster.mjs reports) and everything under it — the server (scripts/serve.mjs, Next), the PDF browser
// (Chromium) and the extraction workers, which come and go.
import fs from "node:fs";

/** { pid → parent pid } of every process now. */
function parents() {
  const map = new Map();
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command name (field 2) is in parentheses and may hold spaces: the fields after the last ")" are fixed.
      const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      map.set(Number(name), ppid);
    } catch {
      // Gone meanwhile.
    }
  }
  return map;
}

function rssBytes(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

function commandLine(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
}

/**
 * The RSS of the server process under `rootPid` (the node process running scripts/serve.mjs) and of the whole tree
 * (launcher, server, Chromium, workers), in bytes, with the server's pid.
 */
export function sampleInstanceRss(rootPid) {
  const map = parents();
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i += 1)
    for (const [pid, ppid] of map) if (ppid === tree[i] && !tree.includes(pid)) tree.push(pid);
  const server = tree.find((pid) => commandLine(pid).includes("scripts/serve.mjs"));
  return {
    serverPid: server ?? null,
    serverBytes: server ? rssBytes(server) : 0,
    treeBytes: tree.reduce((sum, pid) => sum + rssBytes(pid), 0),
  };
}
