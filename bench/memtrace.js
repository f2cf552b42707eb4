// Preloaded into the server by bench/memory.js (`node --import ./bench/memtrace.js server.ts`):
// every 250 ms, one JSON line of process.memoryUsage() and /proc/self/status to MEMTRACE_FILE, in MB.
import fs from "node:fs";

const file = process.env.MEMTRACE_FILE;
if (file) {
  const fd = fs.openSync(file, "w");
  const mb = (bytes) => Math.round(bytes / 1048576);
  const sample = () => {
    const m = process.memoryUsage();
    const status = fs.readFileSync("/proc/self/status", "utf8");
    const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    const line = {
      t: Date.now(),
      rss: mb(m.rss),
      heapTotal: mb(m.heapTotal),
      heapUsed: mb(m.heapUsed),
      external: mb(m.external),
      arrayBuffers: mb(m.arrayBuffers),
      anon: Math.round(kb("RssAnon") / 1024),
      file: Math.round(kb("RssFile") / 1024),
      hwm: Math.round(kb("VmHWM") / 1024),
    };
    fs.writeSync(fd, `${JSON.stringify(line)}\n`);
  };
  setInterval(sample, 250).unref();
  sample();
}
