export { BUCKETS, type Bucket, isBucket } from "./buckets";
export { detectImageType, IMAGE_TYPES, type ImageType } from "./image-type";
export { mediaRoutes } from "./routes";
export { createStorage, isStorageKey, type Storage, StorageError, type StoredFile } from "./storage";
