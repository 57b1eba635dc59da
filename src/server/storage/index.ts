export { BUCKETS, type Bucket, isBucket } from "./buckets";
export { createStorage, type StorageSettings } from "./create";
export { detectImageType, IMAGE_TYPES, type ImageType, MAX_INPUT_PIXELS } from "./image-type";
export { mediaRoutes } from "./routes";
export { isStorageKey, locate, type Storage, StorageError, type StoredFile } from "./storage";
