import { z } from "zod";

// zod compiles object parsers with `new Function` unless told not to, and probes for it at the first
// parse; under our CSP (no 'unsafe-eval') the probe is a reported violation on every page. Jitless
// parsing is as correct and fast enough for our payloads. Imported first wherever the contract is used.
z.config({ jitless: true });
