// Filled in by its feature (see the module that owns it).
export {};
