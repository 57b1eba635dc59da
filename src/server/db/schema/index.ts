export * from "./activity";
export * from "./auth";
export * from "./catalog";
export * from "./community";
export * from "./content";
export * from "./xp";
