import type { Locale } from "../../../contract/locale";
import type { Brokerage } from "../../../contract/settings";
import { escapeHtml } from "../../integrations/mail/outbox";

/**
 * The policy shown until an admin writes their own (decision 021): who is in charge of personal information
 * (Law 25) and how to reach them, what we collect and why, consent and withdrawal, retention, and the only
 * cookies and browser storage the site uses (client/lib/session-id.ts, utm.ts, dashboard-return.ts, the
 * language switch and the staff session). Filled with the brokerage's identity from System Settings.
 */
/** The date of the default text above (shown as the policy's date until an admin writes their own). */
export const DEFAULT_POLICY_DATE = "2026-12-02T00:00:00.000Z";

export function defaultPrivacyPolicy(locale: Locale, brokerage: Brokerage): string {
  const name = escapeHtml(brokerage.name);
  const contact = [brokerage.email, brokerage.phone, brokerage.address].filter(Boolean).map(escapeHtml).join(" · ");
  if (locale === "fr-CA") {
    return `<h2>Responsable de la protection des renseignements personnels</h2>
<p>Conformément à la Loi 25 du Québec, la personne responsable de la protection des renseignements personnels chez ${name} est son courtier responsable (dirigeant). Pour toute question, pour consulter, faire corriger, transférer ou supprimer vos renseignements, ou pour retirer votre consentement, communiquez avec cette personne : ${contact || name}.</p>
<h2>Renseignements recueillis et fins</h2>
<p>Nous recueillons ce que vous nous donnez dans nos formulaires (nom, courriel, téléphone, adresse de la propriété, projet de vente et réponses au questionnaire) uniquement pour répondre à votre demande, vous envoyer le guide du vendeur que vous avez demandé et, si vous cochez la case prévue à cet effet, vous envoyer des nouvelles du marché et des conseils.</p>
<h2>Signes d'intérêt</h2>
<p>Lorsque vous rouvrez votre guide, en lisez des sections (leur nombre seulement, compté par la page du guide; rien n'est compté si votre navigateur envoie le signal Global Privacy Control), suivez le lien d'un de nos courriels, revenez sur le site après deux semaines ou plus, le visitez plusieurs fois en une semaine ou nous écrivez de nouveau, nous l'inscrivons au dossier de votre demande (le genre de signe et sa date seulement) pour que votre courtier vous réponde au bon moment. Ces signes sont enregistrés par notre propre site, sans outil de suivi de tiers ni adresse IP, et supprimés après un an ou avec votre dossier.</p>
<h2>Consentement et retrait</h2>
<p>Une demande de votre part nous permet de vous répondre et de vous envoyer le guide demandé pendant six mois. Les courriels de nouvelles et de conseils ne sont envoyés qu'avec votre consentement exprès. Vous pouvez retirer votre consentement en tout temps au moyen du lien de désabonnement présent dans chaque courriel ou en nous joignant.</p>
<h2>Conservation</h2>
<p>Les formulaires abandonnés sans coordonnées sont supprimés après 30 jours, les guides non suivis d'une demande après un an et les courriels envoyés après 90 jours. La preuve de votre consentement est conservée tant que la loi l'exige.</p>
<h2>Témoins et stockage dans le navigateur</h2>
<ul>
<li><strong>locale</strong> (témoin) : la langue que vous avez choisie, pendant un an.</li>
<li><strong>sp_session</strong> (témoin) : la session des membres du personnel et des clients connectés, jusqu'à la déconnexion.</li>
<li><strong>session-id</strong> et <strong>session-secret</strong> (stockage local) : le numéro de votre demande et la clé qui prouve qu'elle est la vôtre, pour ne rien perdre si vous revenez.</li>
<li><strong>lead-attribution</strong> et <strong>lead-attribution-last</strong> (stockage de session) : la page ou la campagne par laquelle vous êtes arrivé la première et la dernière fois, pendant la visite.</li>
<li><strong>visitor-record</strong>, <strong>flow-draft</strong>, <strong>questionnaire-typed</strong> et <strong>reader-step</strong> (stockage de session) : l'adresse et les détails de votre propriété saisis dans l'un de nos formulaires, vos réponses pas encore envoyées et l'endroit où vous en êtes dans un guide, pour que le formulaire suivant ou un changement de langue ne vous fasse rien retaper; effacés à la fermeture de l'onglet.</li>
<li><strong>dashboard-return</strong> (stockage de session) : la dernière recherche du personnel dans son tableau de bord.</li>
</ul>
<p>Nous n'utilisons aucun témoin d'analyse, de publicité ni de suivi.</p>`;
  }
  return `<h2>Person in charge of personal information</h2>
<p>As Québec's Law 25 requires, the person in charge of the protection of personal information at ${name} is its broker of record. For any question, to access, correct, transfer or delete your information, or to withdraw your consent, contact them: ${contact || name}.</p>
<h2>What we collect and why</h2>
<p>We collect what you give us in our forms (name, e-mail, phone, property address, selling plans and questionnaire answers) only to answer your request, send you the seller's guide you asked for and, if you tick the box for it, send you market updates and selling tips.</p>
<h2>Signs of interest</h2>
<p>When you open your guide again, read sections of it (how many only, counted by the guide's page; nothing is counted if your browser sends the Global Privacy Control signal), follow a link in one of our e-mails, come back to the site after two weeks or more, visit several times in a week or write to us again, we note it on your request (the kind of sign and its date only) so that your agent gets back to you at the right time. Our own site records these signs, with no third-party tracker and no IP address, and deletes them after a year or with your file.</p>
<h2>Consent and withdrawal</h2>
<p>A request from you lets us answer it and send you the guide you asked for during six months. Market updates and tips are sent only with your express consent. You can withdraw your consent at any time with the unsubscribe link in any e-mail or by contacting us.</p>
<h2>Retention</h2>
<p>Abandoned forms without contact details are deleted after 30 days, guides not followed by a request after one year and sent e-mails after 90 days. The proof of your consent is kept as long as the law requires.</p>
<h2>Cookies and browser storage</h2>
<ul>
<li><strong>locale</strong> (cookie): the language you chose, for one year.</li>
<li><strong>sp_session</strong> (cookie): the session of signed-in staff and clients, until they sign out.</li>
<li><strong>session-id</strong> and <strong>session-secret</strong> (local storage): your request's number and the key that proves it is yours, so nothing is lost if you come back.</li>
<li><strong>lead-attribution</strong> and <strong>lead-attribution-last</strong> (session storage): the page or campaign you first and last came from, for the visit.</li>
<li><strong>visitor-record</strong>, <strong>flow-draft</strong>, <strong>questionnaire-typed</strong> and <strong>reader-step</strong> (session storage): your home's address and details as you typed them into one of our forms, answers not sent yet and where you are in a guide, so that the next form or a change of language makes you retype nothing; gone when you close the tab.</li>
<li><strong>dashboard-return</strong> (session storage): staff's last search on their dashboard.</li>
</ul>
<p>We use no analytics, advertising or tracking cookie.</p>`;
}
