// The e-invoice QR: the domain's ZATCA TLV encoder (seller, VAT number, timestamp, total,
// VAT) → Base64 → qrcode-generator → an inline SVG image (prints crisply).
import { useMemo } from 'react';
import qrcode from 'qrcode-generator';
import { encodeZatcaQr, type ZatcaQrFields } from '@/domain/invoice/zatca-qr';

export function ZatcaQrImage({ fields, label }: { fields: ZatcaQrFields; label: string }) {
  const { src, payload } = useMemo(() => {
    const payload = encodeZatcaQr(fields);
    const qr = qrcode(0, 'M');
    qr.addData(payload, 'Byte');
    qr.make();
    const svg = qr.createSvgTag({ cellSize: 4, margin: 2, scalable: true });
    return { src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, payload };
  }, [fields]);
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
