// A contract's attached base contract (the signed contract as a PDF). The upload's rule (a
// PDF by its `%PDF-` bytes, at most 10 MB, a file part with a name of at most 255
// characters) is schemas/upload.ts's `BASE_CONTRACT`, applied to the multipart part by
// lib/body.ts before any handler runs; here is what is kept of it and how it is served: its
// bytes in the file store under one key per contract, so a replacement overwrites the old
// bytes (in the same commit as the row on the server).
import { BASE_CONTRACT } from '@schemas/upload';
import { getStore } from '../backend';
import type { ContractRow } from '../db/schema';
import type { UploadedFile } from '../lib/body';
import { notFound } from '../lib/http';
import { fileResponse, keepUpload, keptUpload } from '../lib/uploads';
import { samplePdf } from '../handlers/files';
import { nowIso } from './contracts';
import { updateById } from '../lib/update-row';

/** Where a contract's base contract's bytes are kept (one per contract). */
const fileKey = (c: ContractRow) => `contracts/${c.id}/base-contract`;

/** Keeps the file and what the upload said of it (a new one replaces the old). */
export async function attachBaseContract(c: ContractRow, file: UploadedFile) {
  await keepUpload(fileKey(c), file);
  const next = await updateById(getStore().db.contracts, c.id, {
    data(x) {
      x.base_contract = {
        file_name: file.name || `${BASE_CONTRACT.field}.pdf`,
        size: file.size,
        uploaded_at: nowIso(),
      };
      x.updated_at = nowIso();
    },
  });
  return next;
}

/** The attached file as a PDF download (404 when none is attached). */
export function baseContractFile(c: ContractRow): Response {
  const meta = c.base_contract;
  if (!meta) notFound();
  const kept = keptUpload(fileKey(c));
  if (kept) return fileResponse({ ...kept, name: meta.file_name }, 'private, no-store');
  // Seeded contracts were never uploaded: they carry a generated one-page PDF.
  return new Response(samplePdf(`Base contract ${c.number}`), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(meta.file_name)}`,
      'Cache-Control': 'private, no-store',
    },
  });
}
