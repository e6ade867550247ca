/**
 * The guides module's door to its guides, for other modules' services: what they may call, re-exported from the
 * repository that holds the SQL (server/architecture/boundaries.test.ts).
 */
export { findGuideBySlug, listTopics } from "./guides.repository";
