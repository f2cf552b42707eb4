import { describe, expect, it } from "vitest";
import { createRateLimiter } from "#app/platform/rate-limit.server.ts";

describe("createRateLimiter (sliding window)", () => {
  it("limits a key after max hits inside the window, per key", () => {
    const limiter = createRateLimiter({ windowMs: 60_000, max: 10 });
    const t0 = 1_000_000;
    for (let i = 0; i < 10; i++) {
      expect(limiter.isLimited("a", t0 + i)).toBe(false);
      limiter.hit("a", t0 + i);
    }
    expect(limiter.isLimited("a", t0 + 10)).toBe(true);
    expect(limiter.isLimited("b", t0 + 10)).toBe(false);
    expect(limiter.count("a", t0 + 10)).toBe(10);
  });

  it("slides: each hit leaves the window windowMs after it was made", () => {
    const limiter = createRateLimiter({ windowMs: 1_000, max: 3 });
    limiter.hit("k", 0);
    limiter.hit("k", 400);
    limiter.hit("k", 800);
    expect(limiter.isLimited("k", 999)).toBe(true);
    expect(limiter.retryAfterMs("k", 999)).toBe(1);
    // The hit at 0 has left; 400 and 800 remain.
    expect(limiter.isLimited("k", 1_000)).toBe(false);
    expect(limiter.count("k", 1_000)).toBe(2);
    expect(limiter.count("k", 1_800)).toBe(0);
    expect(limiter.size).toBe(0);
  });

  it("consume records only allowed hits and says when to retry", () => {
    const limiter = createRateLimiter({ windowMs: 60_000, max: 2 });
    expect(limiter.consume("ip", 0)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(limiter.consume("ip", 10_000)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(limiter.consume("ip", 20_000)).toEqual({ allowed: false, retryAfterMs: 40_000 });
    expect(limiter.count("ip", 20_000)).toBe(2);
    expect(limiter.consume("ip", 60_000).allowed).toBe(true);
  });

  it("reset forgets a key or all keys", () => {
    const limiter = createRateLimiter({ windowMs: 60_000, max: 1 });
    limiter.hit("a", 0);
    limiter.hit("b", 0);
    limiter.reset("a");
    expect(limiter.isLimited("a", 1)).toBe(false);
    expect(limiter.isLimited("b", 1)).toBe(true);
    limiter.reset();
    expect(limiter.size).toBe(0);
  });

  it("stays within its memory bound without dropping anyone's count", () => {
    const limiter = createRateLimiter({ windowMs: 60_000, max: 5, maxKeys: 100 });
    for (let i = 0; i < 5; i++) limiter.hit("guesser", i);
    expect(limiter.isLimited("guesser", 10)).toBe(true);
    // A flood of new keys: the table stays bounded (its keys and one shared overflow bucket)…
    for (let i = 0; i < 1_000; i++) limiter.hit(`client-${i}`, 100 + i);
    expect(limiter.size).toBeLessThanOrEqual(101);
    // …and the first key is still counted: flooding does not reset it.
    expect(limiter.isLimited("guesser", 1_200)).toBe(true);
    // New keys past the bound share the overflow bucket, itself limited.
    expect(limiter.isLimited("client-999", 1_200)).toBe(true);
    // Once the window has passed, expired keys make room again.
    expect(limiter.isLimited("newcomer", 200_000)).toBe(false);
  });

  it("refuses a meaningless configuration", () => {
    expect(() => createRateLimiter({ windowMs: 0, max: 1 })).toThrow();
    expect(() => createRateLimiter({ windowMs: 1, max: 0 })).toThrow();
  });
});

describe("addressKey", async () => {
  const { addressKey } = await import("#app/platform/client-address.server.ts");
  it("counts IPv6 by /64, IPv4 and mapped IPv4 as they are", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002::7")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });
});
