// Office interiors drawn as SVG for the seed's photos (no text in them): a back wall with
// windows onto a city, a floor in perspective, and, by kind, desks with screens and chairs,
// a meeting table with chairs around it, or a lounge with sofas; plants, lamps and shelves.
// A seeded random picks colours and layout, so the same index always draws the same room.

const W = 800;
const H = 533;

function rng(seed) {
  let s = seed * 9301 + 49297;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s % 10000) / 10000;
  };
}

const pick = (r, list) => list[Math.floor(r() * list.length)];

const WALLS = ['#ece6dc', '#e4e9ec', '#efe9e1', '#dfe6e2', '#f1ede6', '#e6e1ea'];
const FLOORS = [
  ['#b88a5a', '#a4774a'],
  ['#c9a27a', '#b58d66'],
  ['#8c8f94', '#7d8085'],
  ['#d8cbb8', '#c8baa6'],
  ['#6f5a48', '#5f4c3c'],
];
const ACCENTS = ['#1f7a4d', '#2b6cb0', '#c05621', '#2c7a7b', '#6b46c1', '#b7791f', '#9b2c2c'];
const SKIES = [
  ['#9fd3f5', '#e8f4fb'],
  ['#f6c89f', '#fbe9d7'],
  ['#b9d7ea', '#f1f6fa'],
];

function windowBand(r, y0, y1, x0, x1) {
  const [top, bottom] = pick(r, SKIES);
  const n = 2 + Math.floor(r() * 3);
  const gap = 14;
  const w = (x1 - x0 - gap * (n - 1)) / n;
  let out = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`;
  for (let i = 0; i < n; i++) {
    const x = x0 + i * (w + gap);
    out += `<rect x="${x}" y="${y0}" width="${w}" height="${y1 - y0}" fill="url(#sky)"/>`;
    // The city beyond: towers of varied height.
    let bx = x;
    while (bx < x + w) {
      const bw = 14 + r() * 30;
      const bh = 20 + r() * (y1 - y0) * 0.6;
      const shade = 150 + Math.floor(r() * 60);
      out += `<rect x="${bx}" y="${y1 - bh}" width="${Math.min(bw, x + w - bx)}" height="${bh}" fill="rgb(${shade - 20},${shade - 10},${shade})" opacity=".55"/>`;
      bx += bw + 2;
    }
    out += `<rect x="${x}" y="${y0}" width="${w}" height="${y1 - y0}" fill="none" stroke="#555" stroke-width="6"/>`;
    out += `<line x1="${x + w / 2}" y1="${y0}" x2="${x + w / 2}" y2="${y1}" stroke="#555" stroke-width="3"/>`;
  }
  // Light falling on the floor from the windows.
  out += `<polygon points="${x0},${y1 + 8} ${x1},${y1 + 8} ${x1 + 120},${H} ${x0 - 120},${H}" fill="#fff" opacity=".12"/>`;
  return out;
}

function plant(x, y, s, r) {
  const green = pick(r, ['#2f855a', '#38a169', '#276749', '#48bb78']);
  let leaves = '';
  for (let i = 0; i < 7; i++) {
    const a = -80 + i * 27 + r() * 10;
    leaves += `<ellipse cx="${x}" cy="${y - 40 * s}" rx="${9 * s}" ry="${34 * s}" fill="${green}" transform="rotate(${a} ${x} ${y - 10 * s})"/>`;
  }
  return `${leaves}<path d="M${x - 18 * s},${y - 10 * s} h${36 * s} l${-5 * s},${34 * s} h${-26 * s} z" fill="#f7f3ec" stroke="#c9bfae"/>`;
}

function chair(x, y, s, color) {
  return `<g><rect x="${x - 20 * s}" y="${y - 58 * s}" width="${40 * s}" height="${42 * s}" rx="${8 * s}" fill="${color}"/><rect x="${x - 24 * s}" y="${y - 20 * s}" width="${48 * s}" height="${12 * s}" rx="${5 * s}" fill="${color}"/><rect x="${x - 2 * s}" y="${y - 8 * s}" width="${4 * s}" height="${16 * s}" fill="#333"/><rect x="${x - 18 * s}" y="${y + 6 * s}" width="${36 * s}" height="${4 * s}" rx="2" fill="#333"/></g>`;
}

function desk(x, y, s, r, accent) {
  const top = pick(r, ['#f5f5f5', '#d9b48f', '#e9dcc9', '#fafafa']);
  const screen = r() > 0.3;
  return `<g>${chair(x, y + 40 * s, s, accent)}<rect x="${x - 80 * s}" y="${y - 6 * s}" width="${160 * s}" height="${10 * s}" fill="${top}" stroke="#bbb"/><rect x="${x - 74 * s}" y="${y + 4 * s}" width="${6 * s}" height="${52 * s}" fill="#666"/><rect x="${x + 68 * s}" y="${y + 4 * s}" width="${6 * s}" height="${52 * s}" fill="#666"/>${
    screen
      ? `<rect x="${x - 34 * s}" y="${y - 52 * s}" width="${68 * s}" height="${40 * s}" rx="3" fill="#222"/><rect x="${x - 30 * s}" y="${y - 48 * s}" width="${60 * s}" height="${32 * s}" fill="#3b5b7a"/><rect x="${x - 3 * s}" y="${y - 12 * s}" width="${6 * s}" height="${8 * s}" fill="#444"/>`
      : `<rect x="${x - 26 * s}" y="${y - 10 * s}" width="${52 * s}" height="${4 * s}" fill="#999"/><rect x="${x - 24 * s}" y="${y - 36 * s}" width="${48 * s}" height="${27 * s}" rx="2" fill="#ccd" transform="skewX(-8)"/>`
  }<circle cx="${x + 50 * s}" cy="${y - 12 * s}" r="${6 * s}" fill="#fff" stroke="#aaa"/></g>`;
}

function meeting(r, floorY, accent) {
  const cx = W / 2;
  const top = pick(r, ['#7b5a3e', '#e8e2d6', '#3d3d3d', '#a67c52']);
  let chairs = '';
  const n = 3 + Math.floor(r() * 2);
  for (let i = 0; i < n; i++) {
    const x = cx - 220 + (440 / (n - 1)) * i;
    chairs += chair(x, floorY + 30, 0.95, accent);
  }
  let front = '';
  for (let i = 0; i < n; i++) {
    const x = cx - 240 + (480 / (n - 1)) * i;
    front += `<rect x="${x - 26}" y="${floorY + 120}" width="52" height="62" rx="10" fill="${accent}" opacity=".95"/>`;
  }
  return `${chairs}<ellipse cx="${cx}" cy="${floorY + 86}" rx="300" ry="46" fill="${top}" stroke="#0003" stroke-width="3"/><rect x="${cx - 10}" y="${floorY + 100}" width="20" height="60" fill="#555"/>${front}<rect x="${cx - 110}" y="${floorY - 190}" width="220" height="120" rx="6" fill="#1a202c"/><rect x="${cx - 102}" y="${floorY - 182}" width="204" height="104" fill="#2d3748"/>`;
}

function lounge(r, floorY, accent) {
  const sofa = (x, w) =>
    `<rect x="${x}" y="${floorY + 40}" width="${w}" height="60" rx="16" fill="${accent}"/><rect x="${x}" y="${floorY + 80}" width="${w}" height="50" rx="12" fill="${accent}" opacity=".85"/><rect x="${x + 10}" y="${floorY + 130}" width="8" height="14" fill="#333"/><rect x="${x + w - 18}" y="${floorY + 130}" width="8" height="14" fill="#333"/>`;
  const rug = pick(r, ['#d6cfc4', '#c4d4cf', '#e2d2c0']);
  return `<ellipse cx="${W / 2}" cy="${floorY + 160}" rx="300" ry="50" fill="${rug}"/>${sofa(120, 240)}${sofa(440, 220)}<ellipse cx="${W / 2}" cy="${floorY + 170}" rx="80" ry="20" fill="#f1e9dc" stroke="#b9a88f"/><rect x="${W / 2 - 4}" y="${floorY + 170}" width="8" height="30" fill="#777"/>`;
}

function shelf(x, y, r) {
  let books = '';
  for (let row = 0; row < 3; row++) {
    let bx = x + 6;
    while (bx < x + 104) {
      const bw = 6 + r() * 8;
      books += `<rect x="${bx}" y="${y + row * 44 + 8 + r() * 8}" width="${bw}" height="${30}" fill="${pick(r, ACCENTS)}" opacity=".8"/>`;
      bx += bw + 2;
    }
  }
  return `<rect x="${x}" y="${y}" width="110" height="140" fill="#e8dccb" stroke="#a8937a" stroke-width="3"/>${books}<line x1="${x}" y1="${y + 44}" x2="${x + 110}" y2="${y + 44}" stroke="#a8937a" stroke-width="3"/><line x1="${x}" y1="${y + 88}" x2="${x + 110}" y2="${y + 88}" stroke="#a8937a" stroke-width="3"/>`;
}

function lamps(r, n) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = (W / (n + 1)) * (i + 1);
    out += `<line x1="${x}" y1="0" x2="${x}" y2="40" stroke="#444" stroke-width="2"/><path d="M${x - 26},58 Q${x},30 ${x + 26},58 z" fill="${r() > 0.5 ? '#2d3748' : '#f6e05e'}"/><ellipse cx="${x}" cy="60" rx="60" ry="10" fill="#fff8d0" opacity=".35"/>`;
  }
  return out;
}

/** One room: kind 0 open-plan desks, 1 meeting room, 2 private office, 3 lounge. */
export function scene(index) {
  const r = rng(index + 1);
  const kind = index % 4;
  const wall = pick(r, WALLS);
  const [floorA, floorB] = pick(r, FLOORS);
  const accent = pick(r, ACCENTS);
  const floorY = 300 + Math.floor(r() * 40);
  let body = `<rect width="${W}" height="${H}" fill="${wall}"/>`;
  body += `<rect x="0" y="${floorY - 12}" width="${W}" height="12" fill="#0001"/>`;
  const wx0 = 60 + r() * 60;
  body += windowBand(r, 70, floorY - 40, wx0, W - 60 - r() * 140);
  body += `<polygon points="0,${floorY} ${W},${floorY} ${W},${H} 0,${H}" fill="${floorA}"/>`;
  for (let i = 1; i < 9; i++) {
    const x = (W / 8) * i;
    body += `<line x1="${x}" y1="${floorY}" x2="${W / 2 + (x - W / 2) * 2.2}" y2="${H}" stroke="${floorB}" stroke-width="2"/>`;
  }
  body += lamps(r, 2 + Math.floor(r() * 3));
  if (kind === 0) {
    for (let i = 0; i < 3; i++) body += desk(170 + i * 230, floorY + 20, 0.8, r, accent);
    for (let i = 0; i < 2; i++) body += desk(260 + i * 280, floorY + 130, 1.1, r, accent);
  } else if (kind === 1) {
    body += meeting(r, floorY, accent);
  } else if (kind === 2) {
    body += shelf(40, floorY - 150, r);
    body += desk(W / 2 + 40, floorY + 90, 1.5, r, accent);
  } else {
    body += lounge(r, floorY, accent);
  }
  body += plant(W - 70, H - 40, 1.4 + r() * 0.5, r);
  if (r() > 0.4) body += plant(70, floorY + 40, 1.1, r);
  // A soft vignette, as a photograph has.
  body += `<defs><radialGradient id="v" cx=".5" cy=".45" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#v)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

export const SIZE = { width: W, height: H };
