// The embedded backend also plays the file host (GeneralSettings.file_host = its origin).
// An uploaded file is answered from the file store, byte for byte with its type (lib/uploads.ts).
// The seed's rows were never uploaded, so their paths get generated files:
// in the browser an office's or unit's image is one of the seed's room photos (public/
// seed-photos, drawn by scripts/seed-photos), picked by its path so a gallery varies; any
// other `uploads/...` path (and any path on the Node mock server) answers a small SVG, so
// images never break in mock mode.
// A `.pdf` (an office document) answers a one-page PDF, so "View file" opens a document.
import { HttpResponse } from 'msw';
import { api } from '../lib/path-first';
import type { components } from '@/api/generated/apiback';
import { getStore } from '../backend';
import { BRAND } from '../services/notification-texts';
import { fileResponse, keptUpload } from '../lib/uploads';

/** A valid one-page PDF saying which upload it stands for (offsets computed, not typed). */
export function samplePdf(label: string): string {
  const text = label.replace(/[^A-Za-z0-9 ._-]/g, '');
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

const COLORS = ['#1f7a4d', '#2e8b57', '#3c9d6b', '#157347', '#4caf7a'];

/** How many room photos public/seed-photos holds (scripts/seed-photos/render.mjs COUNT). */
const ROOM_PHOTOS = 16;

type OfficeCategory = components['schemas']['OfficeCategory'];

/**
 * The drawn rooms that suit each category: scripts/seed-photos/scenes.mjs draws room N as kind
 * (N - 1) % 4 (0 open-plan desks, 1 meeting table, 2 private office, 3 lounge), so a meeting
 * room's card never shows a desk floor, nor a private office a meeting table.
 */
const KINDS: Record<OfficeCategory, number[]> = {
  private_office: [2],
  shared_workspace: [0, 3],
  meeting_room: [1],
  desk: [0],
  training_hall: [1],
};

/** The room photo of an image path (the same path, the same photo), of the place's kind. */
export function roomPhoto(path: string, category?: OfficeCategory): string {
  // FNV-1a with a final mix: a plain `h * 31 + c` left the low bits (all a small modulus
  // reads) nearly equal across an office's paths, so a gallery repeated one or two photos.
  let h = 0x811c9dc5;
  for (const c of path) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h = (h ^ (h >>> 16)) >>> 0;
  const kinds = category ? KINDS[category] : [0, 1, 2, 3];
  const rooms = Array.from({ length: ROOM_PHOTOS }, (_, i) => i).filter((i) =>
    kinds.includes(i % 4),
  );
  return `/seed-photos/room-${String(rooms[h % rooms.length] + 1).padStart(2, '0')}.webp`;
}

/** The category of the office an image belongs to (a unit's is its office's). */
function categoryOf(folder: string, id: number): OfficeCategory | undefined {
  const { db } = getStore();
  const officeId = folder === 'units' ? db.units.findFirst((q) => q.where({ id }))?.office_id : id;
  if (officeId === undefined) return undefined;
  return db.offices.findFirst((q) => q.where({ id: officeId }))?.category;
}

export const fileHandlers = [
  api.get('*/uploads/:folder/:id/:name', ({ params }) => {
    const name = String(params.name);
    const kept = keptUpload(`uploads/${String(params.folder)}/${String(params.id)}/${name}`);
    if (kept) return fileResponse(kept);
    if (name.endsWith('.pdf'))
      return new HttpResponse(samplePdf(`${params.folder} ${params.id} ${name}`), {
        headers: { 'Content-Type': 'application/pdf' },
      });
    if (name.endsWith('.mp4')) return new HttpResponse(null, { status: 204 });
    if (params.folder === 'site' && /^(sitelogo|favicon)/.test(name)) {
      // The site logo and icon: the brand word on the primary green.
      const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80"><rect width="240" height="80" rx="16" fill="#1f7a4d"/><text x="120" y="52" font-family="Tajawal, sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${BRAND.ar}</text></svg>`;
      return new HttpResponse(logo, {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
      });
    }
    if (typeof window !== 'undefined' && (params.folder === 'offices' || params.folder === 'units'))
      return HttpResponse.redirect(
        new URL(
          roomPhoto(
            `${params.folder}/${params.id}/${name}`,
            categoryOf(String(params.folder), Number(params.id)),
          ),
          window.location.origin,
        ).href,
        302,
      );
    const color = COLORS[Number(params.id) % COLORS.length];
    const label = `${params.folder} ${params.id}`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="533" viewBox="0 0 800 533"><rect width="800" height="533" fill="${color}"/><rect x="40" y="40" width="720" height="453" rx="24" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6"/><text x="400" y="280" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">${label}</text></svg>`;
    return new HttpResponse(svg, {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
    });
  }),
];
