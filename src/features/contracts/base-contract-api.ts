// A contract's attached base contract: the lessor's upload (with its progress; the contract
// is read again on both sides after it) and either side's download. The file is fetched with the session's token (it is never on the public
// file host) and handed to the browser as a PDF to view in a new tab or to save.
import { useMutation } from '@tanstack/react-query';
import type { components } from '@/api/generated/apiback';
import { toFormData } from '@/api/form-data';
import { apiCall } from '@/api/query';
import { useRefresh } from '@/api/refresh';
import { unwrap } from '@/api/result';
import { sideKeys, sidePath, type Side } from '@/api/two-sided';
import { progressFetch } from '@/api/upload-progress';

type Contract = components['schemas']['Contract'];

const CHANGED = sideKeys('/contracts/{id}');

/** Sends the PDF (attaches it, or replaces the one attached); answers the contract. */
async function uploadBaseContract(
  id: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Contract> {
  const { data } = await unwrap(
    apiCall.PUT('/apiBack/v1/user/contracts/{id}/base-contract', {
      params: { path: { id } },
      body: { base_contract: file },
      bodySerializer: toFormData,
      fetch: progressFetch(onProgress),
    }),
  );
  return data;
}

export interface BaseContractUpload {
  id: number;
  file: File;
  onProgress: (fraction: number) => void;
}

/** The upload as a mutation: it resolves once the contract's reads were asked again. */
export function useUploadBaseContract() {
  return useMutation({
    mutationFn: ({ id, file, onProgress }: BaseContractUpload) =>
      uploadBaseContract(id, file, onProgress),
    onSuccess: useRefresh(CHANGED),
  });
}

async function fetchPdf(side: Side, id: number): Promise<string> {
  const blob = await unwrap(
    apiCall.GET(sidePath(side, '/contracts/{id}/base-contract'), {
      params: { path: { id } },
      headers: { Accept: 'application/pdf' },
      parseAs: 'blob',
    }),
  );
  return URL.createObjectURL(new Blob([blob as Blob], { type: 'application/pdf' }));
}

/**
 * Opens the PDF in a new tab (`view`) or saves it under its name (`download`). The tab is
 * opened at once, while the click still counts as the user's, then pointed at the file.
 */
export async function openBaseContract(
  side: Side,
  id: number,
  fileName: string,
  mode: 'view' | 'download',
): Promise<void> {
  const tab = mode === 'view' ? window.open('', '_blank') : null;
  try {
    const url = await fetchPdf(side, id);
    if (tab) tab.location.href = url;
    else {
      const a = document.createElement('a');
      a.href = url;
      a.download = fileName;
      a.rel = 'noopener';
      a.click();
    }
    // The tab or the save has read it by then; the page keeps no copy.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (failure) {
    tab?.close();
    throw failure;
  }
}
