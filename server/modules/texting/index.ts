/**
 * The texting module's front door for what other modules compose into their own code: pure helpers, types
 * and SQL pieces. Its operations are in its `*.service.ts` files; nothing else of the module is imported from
 * outside it (server/architecture/boundaries.test.ts).
 */
export { localTime, nextWindowOpening, zonedInstant } from "./quiet-hours";
export { listTextsForExport } from "./texting.repository";
