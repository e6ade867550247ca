import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guideSections, guideTopics, guideTopicTranslations } from "../../db/schema/index";
import { frenchGuideLibrary } from "../../db/seed/guide-content/fr/library";
import { guideLibrary } from "../../db/seed/guide-content/library";
import { seedGuides } from "../../db/seed/guides";
import { htmlToText } from "../../lib/guide-html";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, sameOrigin, signIn } from "../../test/factories";

// Decision 017 / decision 018: guide topics and sections in en-CA and fr-CA, with a fallback flag.

let t: TestApp;
let manager: string;
let agent: string;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_GUIDES_PER_MINUTE: "1000" });
  await seedGuides(t.db);
  manager = await signIn(t.app, (await createUser(t.db, { role: "manager" })).email);
  agent = await signIn(t.app, (await createUser(t.db, { role: "agent" })).email);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
function call(method: "POST" | "PUT" | "DELETE", url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, headers: { ...sameOrigin, cookie }, ...(payload ? { payload } : {}) });
}

describe("seeded library in both languages", () => {
  it("gives every topic an English and a French version with the same number of sections", async () => {
    expect(frenchGuideLibrary.map((fr) => fr.slug)).toEqual(guideLibrary.map((en) => en.slug));
    for (const { slug } of guideLibrary) {
      const en = (await get(`/api/guides/slug/${slug}`)).json();
      const fr = (await get(`/api/guides/slug/${slug}?locale=fr-CA`)).json();
      expect(en, slug).toMatchObject({ locale: "en-CA", fellBack: false, locales: ["en-CA", "fr-CA"] });
      expect(fr, slug).toMatchObject({ locale: "fr-CA", fellBack: false, locales: ["en-CA", "fr-CA"], id: en.id });
      expect(fr.title, slug).not.toBe(en.title);
      expect(fr.sections.length, slug).toBe(en.sections.length);
      fr.sections.forEach(
        (section: { order: number; locale: string; content: string; imageUrl: string }, i: number) => {
          expect(section.locale).toBe("fr-CA");
          expect(section.order).toBe(i);
          // As complete as the English: French runs a little longer than English for the same content.
          const words = htmlToText(section.content).split(" ").length;
          const englishWords = htmlToText(en.sections[i].content).split(" ").length;
          expect(words, `${slug} ${i}`).toBeGreaterThanOrEqual(englishWords);
          expect(words, `${slug} ${i}`).toBeLessThanOrEqual(520);
          expect(section.imageUrl).toBe(en.sections[i].imageUrl);
        },
      );
    }
  });

  it("lists the twelve topics with their French titles for fr-CA, in the same order", async () => {
    const en = (await get("/api/guides/topics")).json() as { id: number; title: string; locale: string }[];
    const fr = (await get("/api/guides/topics?locale=fr-CA")).json() as typeof en;
    expect(fr.map((x) => x.id)).toEqual(en.map((x) => x.id));
    expect(en.every((x) => x.locale === "en-CA")).toBe(true);
    expect(fr.every((x) => x.locale === "fr-CA")).toBe(true);
    expect(fr.slice(0, 6).map((x) => x.title)).toEqual([
      "Mettre ma maison en valeur",
      "Liste des réparations",
      "Rénovations qui ajoutent de la valeur",
      "Soigner l'attrait extérieur",
      "Désencombrer avant de vendre",
      "Stratégie de prix",
    ]);
    const byId = (await get(`/api/guides/topics/${fr[5]?.id}?locale=fr-CA`)).json();
    expect(byId).toMatchObject({ title: "Stratégie de prix", locale: "fr-CA", fellBack: false });
    const sections = (await get(`/api/guides/topics/${fr[5]?.id}/sections?locale=fr-CA`)).json();
    expect(sections[0].title).toBe("Commencer par une analyse comparative de marché");
  });

  it("writes French for Québec: its terms are in the content", async () => {
    const text = (
      await Promise.all(
        guideLibrary.map(async ({ slug }) => (await get(`/api/guides/slug/${slug}?locale=fr-CA`)).json()),
      )
    )
      .flatMap((g) => g.sections.map((s: { content: string }) => htmlToText(s.content)))
      .join(" ");
    for (const term of [
      "courtier immobilier",
      "promesse d'achat",
      "inspection préachat",
      "droits de mutation",
      "taxe de bienvenue",
      "Déclarations du vendeur",
      "OACIQ",
      "notaire",
      "certificat de localisation",
    ])
      expect(text, term).toContain(term);
  });

  it("frames the sample guide of /guide-demo in French for fr-CA, and keeps the English one as it was", async () => {
    const fr = (await get("/api/guides/demo?locale=fr-CA")).json();
    expect(fr.content.title).toBe("Votre guide du vendeur : Stratégie de prix");
    expect(fr.content.introduction).toContain("courtiers immobiliers");
    expect(fr.content.sections[0].title).toBe("Commencer par une analyse comparative de marché");
    const en = (await get("/api/guides/demo")).json();
    expect(en.content.title).toBe("Your Home Selling Guide: Pricing Strategy");
    expect(en.content.sections[0].title).toBe("Start With a Comparative Market Analysis");
  });

  it("refuses a locale it does not know with 400", async () => {
    for (const url of ["/api/guides/topics?locale=de-DE", "/api/guides/slug/pricing-strategy?locale=fr"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe("validation_error");
    }
  });

  it("adds the French version once to a topic seeded before it had one, and never again", async () => {
    const [topic] = await t.db.select().from(guideTopics).where(eq(guideTopics.slug, "home-photo-tips"));
    if (!topic) throw new Error("seed missing");
    await t.db.delete(guideTopicTranslations).where(eq(guideTopicTranslations.topicId, topic.id));
    await t.db.delete(guideSections).where(and(eq(guideSections.topicId, topic.id), eq(guideSections.locale, "fr-CA")));
    expect((await get("/api/guides/slug/home-photo-tips?locale=fr-CA")).json()).toMatchObject({
      locale: "en-CA",
      fellBack: true,
    });
    expect(await seedGuides(t.db)).toBe(0);
    const fr = (await get("/api/guides/slug/home-photo-tips?locale=fr-CA")).json();
    expect(fr).toMatchObject({ title: "Réussir les photos de ma maison", locale: "fr-CA", fellBack: false });
    await seedGuides(t.db);
    const frenchSections = await t.db
      .select()
      .from(guideSections)
      .where(and(eq(guideSections.topicId, topic.id), eq(guideSections.locale, "fr-CA")));
    expect(frenchSections).toHaveLength(fr.sections.length);
  });
});

describe("one language only, and the fallback", () => {
  it("serves a French-only topic to English visitors in French, saying it fell back", async () => {
    const created = await call("POST", "/api/guides/topics?locale=fr-CA", manager, {
      title: "Vendre une maison centenaire",
      icon: "Landmark",
      slug: "maison-centenaire",
      description: "Patrimoine, inspection et assurance.",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: "Vendre une maison centenaire",
      locale: "fr-CA",
      fellBack: false,
      locales: ["fr-CA"],
    });
    const id = created.json().id;
    const section = await call("POST", `/api/guides/topics/${id}/sections?locale=fr-CA`, manager, {
      title: "Le cachet d'abord",
      content: "<p>Les acheteurs aiment les boiseries d'origine.</p>",
      order: 0,
    });
    expect(section.statusCode).toBe(201);
    expect(section.json().locale).toBe("fr-CA");

    const english = (await get("/api/guides/slug/maison-centenaire")).json();
    expect(english).toMatchObject({ title: "Vendre une maison centenaire", locale: "fr-CA", fellBack: true });
    expect(english.sections.map((s: { title: string }) => s.title)).toEqual(["Le cachet d'abord"]);
    const french = (await get("/api/guides/slug/maison-centenaire?locale=fr-CA")).json();
    expect(french).toMatchObject({ locale: "fr-CA", fellBack: false });
    const listed = ((await get("/api/guides/topics")).json() as { slug: string; fellBack: boolean }[]).find(
      (x) => x.slug === "maison-centenaire",
    );
    expect(listed).toMatchObject({ fellBack: true, locale: "fr-CA" });
    expect((await get(`/api/guides/topics/${id}/sections`)).json()).toHaveLength(1);
  });

  it("serves an English-only topic to French visitors in English, saying it fell back", async () => {
    const created = await call("POST", "/api/guides/topics", manager, {
      title: "Selling a Heritage Home",
      icon: "Landmark",
      slug: "heritage-home",
    });
    expect(created.json()).toMatchObject({ locale: "en-CA", locales: ["en-CA"], fellBack: false });
    const french = (await get("/api/guides/slug/heritage-home?locale=fr-CA")).json();
    expect(french).toMatchObject({ title: "Selling a Heritage Home", locale: "en-CA", fellBack: true });
  });
});

describe("editing each language", () => {
  it("adds and edits the French version without touching the English, sharing slug and icon", async () => {
    const id = (
      await call("POST", "/api/guides/topics", manager, {
        title: "Moving With Pets",
        icon: "PawPrint",
        slug: "pets-bilingual",
        description: "Calm pets, calm move.",
      })
    ).json().id;
    await call("POST", `/api/guides/topics/${id}/sections`, manager, {
      title: "Before the Move",
      content: "<p>Keep pets calm on moving day.</p>",
      order: 0,
    });

    // No French version yet: French sections wait for the French title.
    const early = await call("POST", `/api/guides/topics/${id}/sections?locale=fr-CA`, manager, {
      title: "Avant le déménagement",
      content: "<p>Gardez vos animaux au calme.</p>",
      order: 0,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: "This guide has no French version yet. Add its French title first.",
      code: "locale_missing",
      reason: "guide_no_french",
      params: {},
    });

    const french = await call("PUT", `/api/guides/topics/${id}?locale=fr-CA`, manager, {
      title: "Déménager avec ses animaux",
      icon: "Dog",
      slug: "pets-bilingual",
      description: "Des animaux calmes, un déménagement serein.",
    });
    expect(french.statusCode).toBe(200);
    expect(french.json()).toMatchObject({
      title: "Déménager avec ses animaux",
      description: "Des animaux calmes, un déménagement serein.",
      icon: "Dog",
      locale: "fr-CA",
      fellBack: false,
      locales: ["en-CA", "fr-CA"],
    });
    const frSection = await call("POST", `/api/guides/topics/${id}/sections?locale=fr-CA`, manager, {
      title: "Avant le déménagement",
      content: "<p>Gardez vos animaux au calme.</p>",
      order: 0,
    });
    expect(frSection.statusCode).toBe(201);
    const edited = await call("PUT", `/api/guides/sections/${frSection.json().id}`, manager, {
      title: "La veille du déménagement",
      content: "<p>Préparez une caisse familière.</p>",
      order: 0,
    });
    expect(edited.json()).toMatchObject({ title: "La veille du déménagement", locale: "fr-CA" });

    const en = (await get("/api/guides/slug/pets-bilingual")).json();
    expect(en).toMatchObject({ title: "Moving With Pets", description: "Calm pets, calm move.", icon: "Dog" });
    expect(en.sections.map((s: { title: string }) => s.title)).toEqual(["Before the Move"]);
    const fr = (await get("/api/guides/slug/pets-bilingual?locale=fr-CA")).json();
    expect(fr.sections.map((s: { title: string }) => s.title)).toEqual(["La veille du déménagement"]);

    // Editing the French again updates it in place; editing the English leaves the French alone.
    await call("PUT", `/api/guides/topics/${id}?locale=fr-CA`, manager, {
      title: "Déménager avec vos animaux",
      icon: "Dog",
      slug: "pets-bilingual",
    });
    await call("PUT", `/api/guides/topics/${id}`, manager, {
      title: "Moving With Your Pets",
      icon: "Dog",
      slug: "pets-bilingual",
      description: "Calm pets, calm move.",
    });
    expect((await get(`/api/guides/topics/${id}?locale=fr-CA`)).json()).toMatchObject({
      title: "Déménager avec vos animaux",
      description: null,
    });
    expect((await get(`/api/guides/topics/${id}`)).json().title).toBe("Moving With Your Pets");
    const rows = await t.db.select().from(guideTopicTranslations).where(eq(guideTopicTranslations.topicId, id));
    expect(rows).toHaveLength(1);
  });

  it("generates French sections with the AI without replacing the English ones", async () => {
    const [topic] = await t.db.select().from(guideTopics).where(eq(guideTopics.slug, "negotiation-tips"));
    if (!topic) throw new Error("seed missing");
    const url = `/api/guides/topics/${topic.id}/generate-content?locale=fr-CA`;
    const englishBefore = (await get(`/api/guides/topics/${topic.id}/sections`)).json();
    const exists = await call("POST", url, manager, {});
    expect(exists.statusCode).toBe(409);
    expect(exists.json().code).toBe("content_exists");
    const replaced = await call("POST", url, manager, { confirm: true });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().map((s: { title: string }) => s.title)).toEqual(
      frenchGuideLibrary.find((x) => x.slug === "negotiation-tips")?.sections.map((s) => s.title),
    );
    expect(replaced.json().every((s: { locale: string }) => s.locale === "fr-CA")).toBe(true);
    expect((await get(`/api/guides/topics/${topic.id}/sections`)).json()).toEqual(englishBefore);
  });

  it("removes one language version with its sections, keeping the other, and never the last one", async () => {
    const id = (
      await call("POST", "/api/guides/topics", manager, {
        title: "Selling a Cottage",
        icon: "Trees",
        slug: "cottage-bilingual",
        description: "Docks, septic and wells.",
      })
    ).json().id;
    await call("POST", `/api/guides/topics/${id}/sections`, manager, {
      title: "Water First",
      content: "<p>Test the well water.</p>",
      order: 0,
    });
    await call("PUT", `/api/guides/topics/${id}?locale=fr-CA`, manager, {
      title: "Vendre un chalet",
      icon: "Trees",
      slug: "cottage-bilingual",
      description: "Quais, fosse septique et puits.",
    });
    await call("POST", `/api/guides/topics/${id}/sections?locale=fr-CA`, manager, {
      title: "L'eau d'abord",
      content: "<p>Faites analyser l'eau du puits.</p>",
      order: 0,
    });

    // Removing the English (the topic's own language) leaves a French-only guide.
    const removed = await call("DELETE", `/api/guides/topics/${id}/locales/en-CA`, manager);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      title: "Vendre un chalet",
      description: "Quais, fosse septique et puits.",
      locale: "fr-CA",
      locales: ["fr-CA"],
      slug: "cottage-bilingual",
    });
    const english = (await get("/api/guides/slug/cottage-bilingual")).json();
    expect(english).toMatchObject({ locale: "fr-CA", fellBack: true });
    expect(english.sections.map((s: { title: string }) => s.title)).toEqual(["L'eau d'abord"]);
    expect(await t.db.$count(guideSections, eq(guideSections.topicId, id))).toBe(1);
    expect(await t.db.$count(guideTopicTranslations, eq(guideTopicTranslations.topicId, id))).toBe(0);

    const last = await call("DELETE", `/api/guides/topics/${id}/locales/fr-CA`, manager);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({
      message: "A guide keeps at least one language.",
      code: "last_locale",
      reason: "guide_last_language",
      params: {},
    });
    expect((await call("DELETE", `/api/guides/topics/${id}/locales/en-CA`, manager)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/guides/topics/${id}/locales/de-DE`, manager)).statusCode).toBe(400);
    expect((await call("DELETE", `/api/guides/topics/${id}/locales/fr-CA`, agent)).statusCode).toBe(403);

    // Removing a translation keeps the topic's own language untouched.
    const pricing = (await get("/api/guides/slug/negotiation-tips")).json();
    const gone = await call("DELETE", `/api/guides/topics/${pricing.id}/locales/fr-CA`, manager);
    expect(gone.json()).toMatchObject({ title: "Negotiation Tips", locales: ["en-CA"] });
    expect((await get("/api/guides/slug/negotiation-tips")).json().sections).toEqual(pricing.sections);
    expect((await get("/api/guides/slug/negotiation-tips?locale=fr-CA")).json().fellBack).toBe(true);
  });

  it("refuses French writes to agents (403) and checks the locale (400)", async () => {
    const [topic] = await t.db.select().from(guideTopics).where(eq(guideTopics.slug, "pricing-strategy"));
    const body = { title: "Stratégie de prix", icon: "DollarSign", slug: "pricing-strategy" };
    expect((await call("PUT", `/api/guides/topics/${topic?.id}?locale=fr-CA`, agent, body)).statusCode).toBe(403);
    expect((await call("PUT", `/api/guides/topics/${topic?.id}?locale=fr-CA`, "", body)).statusCode).toBe(401);
    const bad = await call("PUT", `/api/guides/topics/${topic?.id}?locale=xx`, manager, body);
    expect(bad.statusCode).toBe(400);
    expect((await get(`/api/guides/topics/${topic?.id}?locale=fr-CA`)).json().title).toBe("Stratégie de prix");
  });
});

describe("personalised guide in French", () => {
  const generate = (payload: object) =>
    t.app.inject({ method: "POST", url: "/api/sellers-guide/generate", headers: sameOrigin, payload });

  it("writes the guide in French for a fr-CA visitor, who may name the topic by its French title", async () => {
    const res = await generate({ topic: "Stratégie de prix", locale: "fr-CA" });
    expect(res.statusCode).toBe(200);
    const { content } = res.json();
    expect(content.title).toBe("Votre guide personnalisé : Stratégie de prix");
    expect(content.sections[0].title).toBe("Commencer par une analyse comparative de marché");
    expect((await generate({ topic: "Pricing Strategy" })).json().content.title).toBe(
      "Your Personalized Guide: Pricing Strategy",
    );
    expect((await generate({ topic: "Pricing Strategy", locale: "fr" })).statusCode).toBe(400);
  });
});
