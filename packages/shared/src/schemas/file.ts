import { z } from 'zod';
import { FileCategory } from '../enums.js';
import { optionalOneOf, text } from './fields.js';

/** File ids are 32 hex characters (128 random bits): never a path, never guessable. */
export const fileResourceId = () =>
  text('文件编号', { max: 64 }).regex(/^[0-9a-f]{32}$/, { error: '文件编号无效' });

/** Download links carry the id and (for getFileById) the token, nothing else. */
export const fileDownloadQuery = z.strictObject({
  fileResourceId: fileResourceId(),
  token: z.string().max(128).optional(),
});
/** The non-file fields of an upload form. */
export const fileUploadFields = z.strictObject({ category: optionalOneOf('文件类别', FileCategory.values) });

export type FileDownloadQuery = z.infer<typeof fileDownloadQuery>;

export type FileResource = {
  id: string;
  name: string;
  size: number;
  mime: string;
  sha256: string;
  category: string;
  createdAt: number;
};
