export * from "./email-outbox";
export * from "./guides";
export * from "./leads";
export * from "./settings";
export * from "./users";
