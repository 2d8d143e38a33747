// ZATCA phase-1 e-invoice QR payload: TLV fields (tag 1 seller name, 2 seller VAT number,
// 3 timestamp ISO 8601, 4 invoice total incl. VAT, 5 VAT total), each one byte tag, one
// byte length counted in UTF-8 BYTES, then the UTF-8 bytes; concatenated and Base64'd.
// Built with TextEncoder/Uint8Array: Arabic names are ~2 bytes a character, so string
// lengths would be wrong. The Base64 text is what the QR image encodes.

export interface ZatcaQrFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, e.g. 2026-07-12T14:25:09Z. A Date is written in UTC without milliseconds. */
  timestamp: string | Date;
  /** Invoice total including VAT (SAR; numbers are written with 2 decimals). */
  total: string | number;
  /** VAT total (SAR). */
  vatTotal: string | number;
}

export interface DecodedZatcaQr {
  sellerName: string;
  vatNumber: string;
  timestamp: string;
  total: string;
  vatTotal: string;
}

const MAX_FIELD_BYTES = 255;

const amountText = (v: string | number) => (typeof v === 'number' ? v.toFixed(2) : v);
const timestampText = (v: string | Date) =>
  v instanceof Date ? v.toISOString().replace(/\.\d{3}Z$/, 'Z') : v;

/** Raw TLV bytes for the five fields. Throws when a value is over 255 UTF-8 bytes. */
export function encodeZatcaTlv(fields: ZatcaQrFields): Uint8Array {
  const encoder = new TextEncoder();
  const values = [
    fields.sellerName,
    fields.vatNumber,
    timestampText(fields.timestamp),
    amountText(fields.total),
    amountText(fields.vatTotal),
  ].map((v) => encoder.encode(v));
  const size = values.reduce((n, v) => n + 2 + v.length, 0);
  const out = new Uint8Array(size);
  let offset = 0;
  values.forEach((bytes, i) => {
    if (bytes.length > MAX_FIELD_BYTES)
      throw new RangeError(`ZATCA QR field ${i + 1} is over 255 bytes`);
    out[offset++] = i + 1;
    out[offset++] = bytes.length;
    out.set(bytes, offset);
    offset += bytes.length;
  });
  return out;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** The Base64 text to put in the QR image. */
export function encodeZatcaQr(fields: ZatcaQrFields): string {
  return bytesToBase64(encodeZatcaTlv(fields));
}

/** Reads a Base64 TLV payload back into its fields (unknown tags are skipped). */
export function decodeZatcaQr(base64: string): DecodedZatcaQr {
  const bytes = base64ToBytes(base64);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const byTag = new Map<number, string>();
  let offset = 0;
  while (offset < bytes.length) {
    if (offset + 2 > bytes.length) throw new RangeError('Truncated ZATCA TLV');
    const tag = bytes[offset];
    const length = bytes[offset + 1];
    const start = offset + 2;
    if (start + length > bytes.length) throw new RangeError('Truncated ZATCA TLV value');
    byTag.set(tag, decoder.decode(bytes.subarray(start, start + length)));
    offset = start + length;
  }
  const get = (tag: number) => {
    const v = byTag.get(tag);
    if (v === undefined) throw new RangeError(`ZATCA TLV tag ${tag} missing`);
    return v;
  };
  return {
    sellerName: get(1),
    vatNumber: get(2),
    timestamp: get(3),
    total: get(4),
    vatTotal: get(5),
  };
}
