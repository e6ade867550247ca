import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedGuides } from "../../db/seed/guides";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, sameOrigin, signIn } from "../../test/factories";
import { OpenAiPeer } from "../../test/openai-peer";

let t: TestApp;
let manager: string;
let agent: string;
let client: string;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_GUIDES_PER_MINUTE: "1000" });
  await seedGuides(t.db);
  manager = await signIn(t.app, (await createUser(t.db, { role: "manager" })).email);
  agent = await signIn(t.app, (await createUser(t.db, { role: "agent" })).email);
  client = await signIn(t.app, (await createUser(t.db, { userType: "client" })).email, undefined, "/api/client/login");
});
afterAll(() => t.close());

function call(method: "POST" | "PUT" | "PATCH" | "DELETE" | "GET", url: string, cookie: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...sameOrigin, cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function multipart(filename: string, bytes: Buffer, contentType = "image/png") {
  const boundary = "----portalTestBoundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
const upload = (cookie: string, filename: string, bytes: Buffer) => {
  const { body, contentType } = multipart(filename, bytes);
  return t.app.inject({
    method: "POST",
    url: "/api/guides/upload-image",
    headers: { ...sameOrigin, cookie, "content-type": contentType },
    payload: body,
  });
};

const newTopic = {
  title: "Moving With Pets",
  icon: "PawPrint",
  slug: "moving-with-pets",
  description: "Calm pets, calm move.",
};

describe("guide topics", () => {
  it("creates and updates a topic, enforcing each rule", async () => {
    const created = await call("POST", "/api/guides/topics", manager, newTopic);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject(newTopic);
    const id = created.json().id;

    const issues = async (payload: unknown) =>
      (await call("POST", "/api/guides/topics", manager, payload)).json().issues;
    expect((await issues({ ...newTopic, slug: "x-new", title: "ab" }))[0].message).toBe(
      "Title must be at least 3 characters",
    );
    expect((await issues({ ...newTopic, slug: "x-new", icon: "" }))[0].message).toBe("Icon name is required");
    // An icon the screens cannot draw is refused, with its code and the field named (it was once stored).
    const unknownIcon = await call("POST", "/api/guides/topics", manager, {
      ...newTopic,
      slug: "x-new",
      icon: "Unicorn",
    });
    expect(unknownIcon.statusCode).toBe(400);
    expect(unknownIcon.json()).toMatchObject({
      code: "validation_error",
      issues: [{ path: "body.icon", message: "Unknown icon: choose a name from the list" }],
    });
    expect((await issues({ ...newTopic, slug: "ab" }))[0].message).toBe("Slug must be at least 3 characters");
    expect((await issues({ ...newTopic, slug: "Not A Slug" }))[0].message).toBe(
      "Slug may contain lowercase letters, digits and hyphens",
    );
    expect((await call("POST", "/api/guides/topics", manager, newTopic)).statusCode).toBe(409);

    const updated = await call("PUT", `/api/guides/topics/${id}`, manager, {
      ...newTopic,
      title: "Moving With Pets and Kids",
      description: "",
    });
    expect(updated.json()).toMatchObject({ title: "Moving With Pets and Kids", description: null });
    expect((await call("PUT", "/api/guides/topics/999999", manager, newTopic)).statusCode).toBe(404);
  });

  it("answers one 201 and only 409s when one slug is created several times at once", async () => {
    const topic = { ...newTopic, slug: "race-slug", title: "Racing Topic" };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call("POST", "/api/guides/topics", manager, topic)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json()).toMatchObject({ code: "conflict", message: "Another guide already uses this slug" });
    }
    const topics = (await call("GET", "/api/guides/topics", manager)).json() as { slug: string }[];
    expect(topics.filter((x) => x.slug === "race-slug")).toHaveLength(1);
  });

  it("answers 409 when two topics are renamed to one slug at once", async () => {
    const ids: number[] = [];
    for (const slug of ["rename-a", "rename-b"]) {
      ids.push(
        (await call("POST", "/api/guides/topics", manager, { ...newTopic, slug, title: `Topic ${slug}` })).json().id,
      );
    }
    const answers = await Promise.all(
      ids.map((id) =>
        call("PUT", `/api/guides/topics/${id}`, manager, { ...newTopic, slug: "renamed-same", title: "Same" }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});

describe("guide sections", () => {
  it("adds, edits and deletes a section with its rules, and sanitises the HTML", async () => {
    const topic = (await call("POST", "/api/guides/topics", manager, { ...newTopic, slug: "section-rules" })).json();
    const url = `/api/guides/topics/${topic.id}/sections`;
    const dirty = '<p onclick="x()">Keep pets calm<script>alert(1)</script> <a href="javascript:alert(1)">here</a></p>';
    const created = await call("POST", url, manager, {
      title: "Before the Move",
      content: dirty,
      order: 0,
      topicId: topic.id,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().content).toBe('<p>Keep pets calm <a rel="noopener noreferrer nofollow">here</a></p>');

    const issue = async (payload: object) =>
      (
        await call("POST", url, manager, { title: "Valid title", content: "Long enough content", order: 1, ...payload })
      ).json().issues[0].message;
    expect(await issue({ title: "ab" })).toBe("Title must be at least 3 characters");
    expect(await issue({ content: "short" })).toBe("Content must be at least 10 characters");
    expect(await issue({ order: -1 })).toBe("Order must be 0 or more");
    expect(await issue({ order: 1.5 })).toBe("Order must be a whole number");
    expect(await issue({ imageUrl: "javascript:alert(1)" })).toBe("Invalid image URL");

    const id = created.json().id;
    const edited = await call("PUT", `/api/guides/sections/${id}`, manager, {
      title: "Moving Day",
      content: "<p>Crate them early.</p>",
      order: 2,
    });
    expect(edited.json()).toMatchObject({ title: "Moving Day", content: "<p>Crate them early.</p>", order: 2 });
    const image = await call("PATCH", `/api/guides/sections/${id}/image-url`, manager, {
      imageUrl: "/uploads/0123456789abcdef0123456789abcdef.png",
    });
    expect(image.json().imageUrl).toBe("/uploads/0123456789abcdef0123456789abcdef.png");
    expect((await call("DELETE", `/api/guides/sections/${id}`, manager)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/guides/sections/${id}`, manager)).statusCode).toBe(404);
  });
});

describe("AI content", () => {
  it("generates 4–5 sections, answers 409 when content exists, and replaces it with confirm", async () => {
    const topic = (await call("POST", "/api/guides/topics", manager, { ...newTopic, slug: "ai-content" })).json();
    const url = `/api/guides/topics/${topic.id}/generate-content`;
    const first = await call("POST", url, manager, {});
    expect(first.statusCode).toBe(200);
    expect(first.json().length).toBeGreaterThanOrEqual(4);
    expect(first.json().length).toBeLessThanOrEqual(5);
    expect(first.json()[0].title).toContain("Moving With Pets");

    const again = await call("POST", url, manager, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("content_exists");
    const replaced = await call("POST", url, manager, { confirm: true });
    expect(replaced.statusCode).toBe(200);
    const sections = (await call("GET", `/api/guides/topics/${topic.id}/sections`, manager)).json();
    expect(sections).toHaveLength(replaced.json().length);
  });

  it("generates a section image", async () => {
    const topic = (await call("GET", "/api/guides/slug/pricing-strategy", manager)).json();
    const res = await call("POST", `/api/guides/sections/${topic.sections[0].id}/generate-image`, manager, {
      imagePrompt: "A sold sign",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().imageUrl).toMatch(/^\/api\/illustrations\/.+\.svg$/);
    expect(res.json().imagePrompt).toBe("A sold sign");
  });
});

describe("uploads", () => {
  it("accepts a real PNG and serves it with its detected type and nosniff", async () => {
    const res = await upload(manager, "photo.png", OpenAiPeer.png);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      imageUrl: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.png$/),
      detectedType: "image/png",
      size: OpenAiPeer.png.length,
      storage: "disk",
    });
    const file = await t.app.inject({ method: "GET", url: res.json().imageUrl });
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.rawPayload.equals(OpenAiPeer.png)).toBe(true);
  });

  it("refuses 10 MB + 1 byte with 413", async () => {
    const big = Buffer.concat([OpenAiPeer.png, Buffer.alloc(10 * 1024 * 1024 + 1 - OpenAiPeer.png.length)]);
    const res = await upload(manager, "big.png", big);
    expect(res.statusCode).toBe(413);
  });

  it("refuses an HTML file renamed .png, and SVG", async () => {
    const html = await upload(manager, "evil.png", Buffer.from("<html><script>alert(1)</script></html>"));
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({ message: "Please select an image file", code: "invalid_file_type" });
    const svg = await upload(
      manager,
      "x.svg",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(svg.statusCode).toBe(400);
  });
});

describe("who may write guides", () => {
  it("refuses every guide write to agents and clients (403) and visitors (401)", async () => {
    const topic = (await call("GET", "/api/guides/slug/negotiation-tips", manager)).json();
    const section = topic.sections[0];
    const writes: ["POST" | "PUT" | "PATCH" | "DELETE", string, unknown][] = [
      ["POST", "/api/guides/topics", { ...newTopic, slug: "forbidden-topic" }],
      ["PUT", `/api/guides/topics/${topic.id}`, { ...newTopic, slug: "forbidden-topic" }],
      [
        "POST",
        `/api/guides/topics/${topic.id}/sections`,
        { title: "Nope nope", content: "Not allowed here", order: 9 },
      ],
      ["PUT", `/api/guides/sections/${section.id}`, { title: "Nope nope", content: "Not allowed here", order: 9 }],
      ["DELETE", `/api/guides/sections/${section.id}`, undefined],
      ["PATCH", `/api/guides/sections/${section.id}/image-url`, { imageUrl: null }],
      ["POST", `/api/guides/topics/${topic.id}/generate-content`, { confirm: true }],
      ["POST", `/api/guides/sections/${section.id}/generate-image`, { imagePrompt: "nope" }],
    ];
    for (const [method, url, payload] of writes) {
      for (const cookie of [agent, client])
        expect((await call(method, url, cookie, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, "", payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await upload(agent, "a.png", OpenAiPeer.png)).statusCode).toBe(403);
    const after = (await call("GET", "/api/guides/slug/negotiation-tips", manager)).json();
    expect(after).toEqual(topic);
  });
});
