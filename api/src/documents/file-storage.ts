import type { Config } from '../config';
import { s3FileStorage } from './s3-storage';
import { localFileStorage, type FileStorage } from './storage';

/** Where uploaded files go: the object store of S3_URL, else the folder UPLOAD_DIR. */
export const fileStorageFor = (config: Pick<Config, 's3' | 'uploadDir'>): FileStorage =>
  config.s3 ? s3FileStorage(config.s3) : localFileStorage(config.uploadDir);
