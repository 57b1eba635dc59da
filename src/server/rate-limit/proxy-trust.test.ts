import { describe, expect, it } from "vitest";
import { parseProxyTrust, pickClientAddress } from "./proxy-trust";

describe("parseProxyTrust", () => {
  it("reads false, true, a hop count and a list of proxy addresses", () => {
    expect(parseProxyTrust("false")).toEqual({ hops: 0 });
    expect(parseProxyTrust("true")).toEqual({ hops: 1 });
    expect(parseProxyTrust("2")).toEqual({ hops: 2 });
    expect(parseProxyTrust("10.0.0.1, ::1")).toEqual({ proxies: new Set(["10.0.0.1", "::1"]) });
    expect(parseProxyTrust("yes")).toBeUndefined();
  });
});

describe("pickClientAddress", () => {
  const forged = "203.0.113.66, 198.51.100.7";
  it("ignores the header when no proxy is trusted", () => {
    expect(pickClientAddress("192.0.2.1", forged, { hops: 0 })).toBe("192.0.2.1");
  });
  it("takes the address the nearest proxy saw, never the leftmost one a client wrote", () => {
    expect(pickClientAddress("10.0.0.1", forged, { hops: 1 })).toBe("198.51.100.7");
    expect(pickClientAddress("10.0.0.1", forged, { hops: 2 })).toBe("203.0.113.66");
    // More hops trusted than the header has: the furthest address there is.
    expect(pickClientAddress("10.0.0.1", "198.51.100.7", { hops: 3 })).toBe("198.51.100.7");
    expect(pickClientAddress("10.0.0.1", undefined, { hops: 1 })).toBe("10.0.0.1");
  });
  it("walks over the listed proxies only", () => {
    const proxies = new Set(["10.0.0.1", "10.0.0.2"]);
    expect(pickClientAddress("10.0.0.1", `${forged}, 10.0.0.2`, { proxies })).toBe("198.51.100.7");
    // A peer that is not our proxy is the client, whatever it forwards.
    expect(pickClientAddress("192.0.2.9", forged, { proxies })).toBe("192.0.2.9");
  });
});
