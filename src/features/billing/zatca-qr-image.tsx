// The e-invoice QR: the domain's ZATCA TLV encoder (seller, VAT number, timestamp, total,
// VAT) → Base64 → qrcode-generator → an inline SVG image (prints crisply).
import { useMemo } from 'react';
import qrcode from 'qrcode-generator';
import { encodeZatcaQr } from '@/domain/invoice/zatca-qr';

export function ZatcaQrImage({
  sellerName,
  vatNumber,
  timestamp,
  total,
  vatTotal,
  label,
}: {
  sellerName: string;
  vatNumber: string;
  /** ISO date-time of the invoice. */
  timestamp: string;
  total: number;
  vatTotal: number;
  label: string;
}) {
  // Keyed by the values, not an object: the document re-renders with a fresh view.
  const { src, payload } = useMemo(() => {
    const payload = encodeZatcaQr({
      sellerName,
      vatNumber,
      timestamp: new Date(timestamp),
      total,
      vatTotal,
    });
    const qr = qrcode(0, 'M');
    qr.addData(payload, 'Byte');
    qr.make();
    const svg = qr.createSvgTag({ cellSize: 4, margin: 2, scalable: true });
    return { src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, payload };
  }, [sellerName, vatNumber, timestamp, total, vatTotal]);
  return (
    <img
      src={src}
      alt={label}
      data-qr-payload={payload}
      width={128}
      height={128}
      style={{ imageRendering: 'pixelated' }}
    />
  );
}
