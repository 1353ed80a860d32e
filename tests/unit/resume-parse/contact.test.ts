import { findEmail, findLinks, findLocation, findPhone } from "@/lib/server/parse/contact";

describe("resume-parse contact fields", () => {
  it("finds emails", () => {
    expect(findEmail("jane.doe+cv@example.co.uk | +44 20 7946 0958")?.value).toBe("jane.doe+cv@example.co.uk");
    expect(findEmail("邮箱：zhangsan@163.com")?.value).toBe("zhangsan@163.com");
    expect(findEmail("no address here")).toBeNull();
  });

  it.each([
    ["电话：+86 138 0013 8000", "+86 138 0013 8000"],
    ["手机 13800138000 ｜ 邮箱 a@b.cn", "13800138000"],
    ["138-0013-8000", "138-0013-8000"],
    ["0086 13912345678", "0086 13912345678"],
    ["+44 20 7946 0958 · London, UK", "+44 20 7946 0958"],
    ["+1 (415) 555-0100", "+1 (415) 555-0100"],
    ["(415) 555-0100", "(415) 555-0100"],
    ["415-555-0100", "415-555-0100"],
    ["+49-30-1234567", "+49-30-1234567"],
  ])("finds the phone in %s", (line, phone) => {
    expect(findPhone(line)?.value).toBe(phone);
  });

  it("does not take dates or years for phones", () => {
    expect(findPhone("2019.03 - 2021.05")).toBeNull();
    expect(findPhone("Grew revenue 120% in 2019")).toBeNull();
  });

  it("finds links with their site", () => {
    const links = findLinks(
      "github.com/janedoe | https://www.linkedin.com/in/jane-doe | jane@doe.dev | janedoe.dev/blog",
    );
    expect(links.map((l) => [l.name, l.src])).toEqual([
      ["github.com", "https://github.com/janedoe"],
      ["linkedin.com", "https://www.linkedin.com/in/jane-doe"],
      ["janedoe.dev", "https://janedoe.dev/blog"],
    ]);
    expect(findLinks("Built services in Node.js and Vue.js")).toEqual([]);
  });

  it("takes a bare address when it stands alone as a value, not inside a sentence", () => {
    expect(findLinks("Case studies: jane-doe.example.com").map((l) => l.src)).toEqual(["https://jane-doe.example.com"]);
    expect(findLinks("jane.example.com").map((l) => l.src)).toEqual(["https://jane.example.com"]);
    expect(findLinks("jane.example.com | +1 (415) 555-0100").map((l) => l.src)).toEqual(["https://jane.example.com"]);
    expect(findLinks("Booked travel for 2,000 users on booking.com every week")).toEqual([]);
  });

  it.each([
    ["San Francisco, CA · jane@x.io", "San Francisco, CA"],
    ["London, UK", "London, UK"],
    ["Location: Berlin", "Berlin"],
    ["现居：上海市浦东新区 | 138 0013 8000", "上海市浦东新区 "],
    ["北京 · 5年经验", "北京"],
    ["Remote (Denver, CO)", "Remote (Denver, CO)"],
  ])("finds the location in %s", (line, location) => {
    expect(findLocation(line)?.value.trim()).toBe(location.trim());
  });
});
