// What an uploaded file really is, judged by its first bytes (magic numbers) rather than the
// name or the type the client claims: an HTML page renamed `.jpg` or an `.exe` sent as
// image/jpeg is refused. One rule per upload field of the contract (the field names are
// the contract's), read by the embedded backend for every multipart part and by the
// upload fields before they send.
import type { mediaUploadKindValues } from '@/api/generated/apiback';
import { ATTACHMENT_MAX_BYTES } from './messaging';
import { msg, type ValidationKey, type ValidationMessage } from './messages';
import { RECEIPT_MAX_BYTES } from './payment';
import { PROFILE_LIMITS } from './profile';

export type FileKind = 'jpeg' | 'png' | 'webp' | 'pdf' | 'mp4';

/** Bytes to read from the start of a file to tell its kind. */
export const SNIFF_BYTES = 16;

const startsWith = (head: Uint8Array, bytes: number[], at = 0) =>
  bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The kind of a file from its first bytes, or null when it is none the product accepts. */
export function sniffFileKind(head: Uint8Array): FileKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  if (startsWith(head, ascii('ftyp'), 4)) return 'mp4';
  return null;
}

const IMAGES: FileKind[] = ['jpeg', 'png', 'webp'];
const VIDEO_MAX_BYTES = 50 * 1024 * 1024;

/**
 * A contract's attached base contract (the signed paper contract): a PDF only, judged by its
 * `%PDF-` first bytes, of at most 10 MB. The multipart part is `base_contract`.
 */
export const BASE_CONTRACT = {
  field: 'base_contract',
  /** For the file picker (`accept`): only a hint, the bytes decide. */
  accept: 'application/pdf,.pdf',
  maxBytes: 10 * 1024 * 1024,
} as const;

interface UploadRule {
  kinds: FileKind[];
  maxBytes: (kind: FileKind) => number;
  /** The message for a file of the wrong kind (and, unless `tooLarge`, of the wrong size). */
  invalid: ValidationKey;
  tooLarge?: ValidationKey;
}

/** Upload fields of the contract (multipart part names without `[]`). */
export const UPLOAD_RULES: Record<string, UploadRule> = {
  logo: {
    kinds: IMAGES,
    maxBytes: () => PROFILE_LIMITS.logoMaxBytes,
    invalid: 'logoNotImage',
    tooLarge: 'logoTooLarge',
  },
  attachments: {
    kinds: [...IMAGES, 'pdf'],
    maxBytes: () => ATTACHMENT_MAX_BYTES,
    invalid: 'attachmentInvalid',
  },
  receipt: {
    kinds: [...IMAGES, 'pdf'],
    maxBytes: () => RECEIPT_MAX_BYTES,
    invalid: 'receiptInvalid',
  },
  image: { kinds: IMAGES, maxBytes: () => ATTACHMENT_MAX_BYTES, invalid: 'chatImageInvalid' },
  [BASE_CONTRACT.field]: {
    kinds: ['pdf'],
    maxBytes: () => BASE_CONTRACT.maxBytes,
    invalid: 'baseContractNotPdf',
    tooLarge: 'baseContractTooLarge',
  },
  // Listing media: photos, a video tour, or the deed / licence documents as PDF.
  file: {
    kinds: [...IMAGES, 'mp4', 'pdf'],
    maxBytes: (kind) => (kind === 'mp4' ? VIDEO_MAX_BYTES : ATTACHMENT_MAX_BYTES),
    invalid: 'fileInvalid',
  },
};

/** The longest file name taken, in characters (code points), as most file systems. */
export const FILE_NAME_MAX = 255;

/** A file name longer than FILE_NAME_MAX characters is refused (null: fine). */
export function fileNameProblem(name: string): ValidationMessage | null {
  return [...name].length > FILE_NAME_MAX ? msg('fileNameTooLong') : null;
}

/**
 * Why a file sent in `field` is refused (a `validation:*` key), or null when it is fine.
 * An empty file, an unknown kind, a kind the field does not take, or too many bytes.
 */
export function uploadProblem(
  field: string,
  size: number,
  head: Uint8Array,
): ValidationMessage | null {
  const rule = Object.hasOwn(UPLOAD_RULES, field) ? UPLOAD_RULES[field] : UPLOAD_RULES.file;
  return ruleProblem(rule, size, size > 0 ? sniffFileKind(head) : null);
}

type MediaKind = (typeof mediaUploadKindValues)[number];

/** The office documents (title deed, building licence, civil-defence certificate). */
export const DOCUMENT_KINDS = ['deed', 'building_license', 'civil_defense'] as const;
/** A scanned document: a photo or a PDF of at most 10 MB. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

const DOCUMENT_RULE: UploadRule = {
  kinds: [...IMAGES, 'pdf'],
  maxBytes: () => DOCUMENT_MAX_BYTES,
  invalid: 'documentInvalid',
  tooLarge: 'documentTooLarge',
};

/** What each listing media kind takes (the part is always `file`; the kind narrows it). */
const MEDIA_KIND_RULES: Record<MediaKind, UploadRule> = {
  image: { kinds: IMAGES, maxBytes: () => ATTACHMENT_MAX_BYTES, invalid: 'fileInvalid' },
  main_image: { kinds: IMAGES, maxBytes: () => ATTACHMENT_MAX_BYTES, invalid: 'fileInvalid' },
  video: { kinds: ['mp4'], maxBytes: () => VIDEO_MAX_BYTES, invalid: 'fileInvalid' },
  deed: DOCUMENT_RULE,
  building_license: DOCUMENT_RULE,
  civil_defense: DOCUMENT_RULE,
};

function ruleProblem(rule: UploadRule, size: number, kind: FileKind | null) {
  if (!kind || !rule.kinds.includes(kind)) return msg(rule.invalid);
  if (size > rule.maxBytes(kind)) return msg(rule.tooLarge ?? rule.invalid);
  return null;
}

/**
 * Why a listing file is refused for its media kind (a deed must be an image or a PDF, a
 * video an MP4), or null. `fileKind` is what the first bytes say (`sniffFileKind`).
 */
export function mediaKindProblem(
  kind: MediaKind,
  size: number,
  fileKind: FileKind | null,
): ValidationMessage | null {
  return ruleProblem(MEDIA_KIND_RULES[kind], size, size > 0 ? fileKind : null);
}

/** `mediaKindProblem` for a browser File (the form checks before sending). */
export async function mediaFileProblem(
  kind: MediaKind,
  file: Blob,
): Promise<ValidationMessage | null> {
  // A File's name is what the backend will see; a Blob without one has nothing to check.
  const named = 'name' in file && typeof file.name === 'string' ? fileNameProblem(file.name) : null;
  if (named) return named;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return mediaKindProblem(kind, file.size, sniffFileKind(head));
}

/** `uploadProblem` for a browser File/Blob (reads only its first bytes). */
export async function fileProblem(field: string, file: Blob): Promise<ValidationMessage | null> {
  const named = 'name' in file && typeof file.name === 'string' ? fileNameProblem(file.name) : null;
  if (named) return named;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return uploadProblem(field, file.size, head);
}
