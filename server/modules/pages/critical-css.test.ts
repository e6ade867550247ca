import { describe, expect, it } from "vitest";
import { classesInHtml, createCriticalCss, selectorNeeds } from "./critical-css";

// A sheet shaped like Tailwind's build (minified, layered, escaped class names).
const sheet = [
  "@layer theme,base,components,utilities;",
  "@layer theme{:root,:host{--color-brand-600:#0d9488}}",
  "@layer base{*,:after,:before{box-sizing:border-box}h1{font-size:inherit}}",
  "@layer utilities{",
  ".flex{display:flex}",
  ".grid{display:grid}",
  ".md\\:flex{display:flex}",
  ".w-1\\/2{width:50%}",
  ".\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}",
  ".hover\\:bg-x:hover{background:red}",
  ".\\32 xl\\:p-4{padding:1rem}",
  ".a:not(.b){color:blue}",
  ":where(.divide-y>:not(:last-child)){border-top-width:1px}",
  ".group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}",
  "@media (width>=48rem){.md\\:grid{display:grid}.md\\:flex{display:flex}}",
  "@media (width>=64rem){.lg\\:grid{display:grid}}",
  "}",
  '@property --tw-x{syntax:"*";inherits:false}',
  "@keyframes spin{to{transform:rotate(360deg)}}",
].join("");

describe("critical CSS", () => {
  const critical = createCriticalCss(sheet);

  it("keeps the rules whose classes are on the page and drops the others, base rules and wrappers kept", () => {
    expect(critical.forClasses(["flex", "md:flex"])).toBe(
      [
        "@layer theme,base,components,utilities;",
        "@layer theme{:root,:host{--color-brand-600:#0d9488}}",
        "@layer base{*,:after,:before{box-sizing:border-box}h1{font-size:inherit}}",
        "@layer utilities{.flex{display:flex}.md\\:flex{display:flex}@media (width>=48rem){.md\\:flex{display:flex}}}",
        '@property --tw-x{syntax:"*";inherits:false}',
        "@keyframes spin{to{transform:rotate(360deg)}}",
      ].join(""),
    );
  });

  it("matches escaped class names as HTML writes them", () => {
    const css = critical.forClasses(["w-1/2", "[&>svg]:size-4", "hover:bg-x", "2xl:p-4"]);
    expect(css).toContain("@layer utilities{.w-1\\/2{width:50%}.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}");
    expect(css).toContain(".hover\\:bg-x:hover{background:red}.\\32 xl\\:p-4{padding:1rem}}");
    expect(css).not.toContain(".flex{");
  });

  it("drops an @media left empty; a layer left empty keeps its place in the layer order", () => {
    const css = critical.forClasses(["grid"]);
    expect(css).toContain("@layer utilities{.grid{display:grid}}");
    expect(css).not.toContain("@media");
    expect(critical.forClasses([])).toBe(
      [
        "@layer theme,base,components,utilities;",
        "@layer theme{:root,:host{--color-brand-600:#0d9488}}",
        "@layer base{*,:after,:before{box-sizing:border-box}h1{font-size:inherit}}",
        "@layer utilities;",
        '@property --tw-x{syntax:"*";inherits:false}',
        "@keyframes spin{to{transform:rotate(360deg)}}",
      ].join(""),
    );
  });

  it("needs no class that only appears inside :not(); needs both classes of a group variant", () => {
    expect(critical.forClasses(["a"])).toContain(".a:not(.b){color:blue}");
    expect(critical.forClasses(["divide-y"])).toContain(":where(.divide-y>:not(:last-child))");
    expect(critical.forClasses(["group-hover:underline"])).not.toContain("group-hover");
    expect(critical.forClasses(["group-hover:underline", "group"])).toContain(".group-hover\\:underline:is(");
  });

  it("gives back the whole sheet when every class is present, and the same text for the same classes", () => {
    expect(critical.forClasses(critical.knownClasses)).toBe(sheet);
    expect(critical.forClasses(["md:flex", "flex", "unknown"])).toBe(critical.forClasses(["flex", "md:flex"]));
  });
});

describe("selectorNeeds", () => {
  it("reads each selector of a list; a selector without a class needs nothing", () => {
    expect(selectorNeeds(".a .b>.c,.d")).toEqual([["a", "b", "c"], ["d"]]);
    expect(selectorNeeds("h1,.a")).toBeNull();
    expect(selectorNeeds(":is(.a,.b) .c")).toEqual([["c"]]);
    expect(selectorNeeds(":is(.a.x,.b.x)")).toEqual([["x"]]);
    expect(selectorNeeds(".after\\:content-\\[\\'\\'\\]:after")).toEqual([["after:content-['']"]]);
    expect(selectorNeeds('[data-x=".y"] .z,[title="a,b"]')).toEqual(null);
    expect(selectorNeeds('[data-x=".y"] .z')).toEqual([["z"]]);
  });
});

describe("classesInHtml", () => {
  it("reads every class attribute, entities decoded", () => {
    const html =
      '<body class="min-h-screen bg-slate-50"><div class="[&amp;&gt;svg]:size-4  w-1/2\n md:flex"><svg class="lucide"></svg></div>';
    expect([...classesInHtml(html)].sort()).toEqual(
      ["[&>svg]:size-4", "bg-slate-50", "lucide", "md:flex", "min-h-screen", "w-1/2"].sort(),
    );
  });
});
