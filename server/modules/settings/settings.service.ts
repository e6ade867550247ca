/**
 * The settings module's door to the brokerage's settings, for other modules' services: what they may call, re-exported from the
 * repository that holds the SQL (server/architecture/boundaries.test.ts).
 */
export { getBrokerage, getSetting, setSetting } from "./settings.repository";
