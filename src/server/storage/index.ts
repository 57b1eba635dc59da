export { BUCKETS, type Bucket, isBucket } from "./buckets";
export { detectImageType, IMAGE_TYPES, type ImageType, MAX_INPUT_PIXELS } from "./image-type";
export { mediaRoutes } from "./routes";
export { createStorage, isStorageKey, type Storage, StorageError, type StoredFile } from "./storage";
