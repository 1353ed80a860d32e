// The HAProxy configuration of `npm run cluster` (scripts/lib/haproxy-config.mjs) and the reading of its admin socket.
import { describe, expect, it } from "@jest/globals";
import { haproxyConfig, parseServerStates } from "@/scripts/lib/haproxy-config.mjs";

describe("haproxyConfig", () => {
  const config = haproxyConfig({
    bind: { host: "127.0.0.1", port: 3000 },
    servers: [
      { name: "app1", port: 3001 },
      { name: "app2", port: 3002 },
    ],
    statsSocket: "/tmp/x/admin.sock",
  });

  it("balances round-robin over every instance, each checked on the readiness probe", () => {
    expect(config).toContain("balance roundrobin");
    expect(config).toContain("http-check send meth GET uri /api/health/ready");
    expect(config).toContain("server app1 127.0.0.1:3001 check");
    expect(config).toContain("server app2 127.0.0.1:3002 check");
  });

  it("listens on loopback, adds X-Forwarded-For (the one trusted hop) and names the instance that answered", () => {
    expect(config).toContain("bind 127.0.0.1:3000");
    expect(config).toContain("option forwardfor");
    expect(config).toContain("http-response set-header X-Served-By %s");
    expect(config).toContain("stats socket /tmp/x/admin.sock mode 600 level admin");
  });
});

describe("parseServerStates", () => {
  it("reads the backend's servers and their status from `show stat`", () => {
    const csv = [
      "# pxname,svname,qcur,status,weight",
      "web,FRONTEND,,OPEN,",
      "app,app1,0,UP,1",
      "app,app2,0,DOWN,1",
      "app,BACKEND,0,UP,1",
      "",
    ].join("\n");
    expect(parseServerStates(csv)).toEqual([
      { name: "app1", status: "UP" },
      { name: "app2", status: "DOWN" },
    ]);
  });
});
