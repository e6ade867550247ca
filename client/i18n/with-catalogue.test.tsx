import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { catalogueReady, startBrowserI18n } from "./browser-i18n";
import { I18nProvider, useT } from "./use-t";
import { withCatalogue } from "./with-catalogue";

function Title() {
  const t = useT();
  return <h1>{t("imageTest.title")}</h1>;
}
const ImageTestTitle = withCatalogue(["imageTest"], Title);

describe("withCatalogue in the browser", () => {
  it("downloads the screen's texts in the page's language only, then renders the screen", async () => {
    const i18n = await startBrowserI18n("fr-CA");
    expect(catalogueReady(["imageTest"])).toBe(false);
    expect(i18n.messages["imageTest.title"]).toBeUndefined();

    render(
      <I18nProvider i18n={i18n}>
        <ImageTestTitle />
      </I18nProvider>,
    );
    expect(screen.getByRole("status")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Test de téléversement d'images" })).toBeVisible();
    expect(catalogueReady(["imageTest"])).toBe(true);
    // The part came alone: another screen's texts are not downloaded with it.
    expect(catalogueReady(["guideAdmin"])).toBe(false);
    expect(i18n.messages["guideAdmin.title"]).toBeUndefined();
  });
});
