export * from "./activity";
export * from "./admin";
export * from "./auth";
export * from "./catalog";
export * from "./community";
export * from "./content";
export * from "./submissions";
export * from "./xp";
