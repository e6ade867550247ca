export * from "./client-portal";
export * from "./email-outbox";
export * from "./guides";
export * from "./leads";
export * from "./pools";
export * from "./settings";
export * from "./throttles";
export * from "./users";
