// The QR code of a printed contract: the address of its public verification page, as an
// inline SVG image (crisp at any print resolution).
import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/** The public page a contract's code verifies on (this site's origin). */
export const verifyUrl = (code: string) =>
  `${globalThis.location.origin}/verify-contract/${encodeURIComponent(code)}`;

export function ContractQr({
  url,
  label,
  size = 112,
}: {
  url: string;
  label: string;
  size?: number;
}) {
  const src = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(url, 'Byte');
    qr.make();
    const svg = qr.createSvgTag({ cellSize: 4, margin: 2, scalable: true });
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }, [url]);
  return (
    <img
      src={src}
      alt={label}
      data-qr-url={url}
      width={size}
      height={size}
      style={{ imageRendering: 'pixelated' }}
    />
  );
}
