// Share targets of the office details (spec: Facebook, WhatsApp, Twitter, copy link).
export interface ShareLinks {
  facebook: string;
  whatsapp: string;
  twitter: string;
}

export function shareLinks(url: string, title: string): ShareLinks {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
  };
}

/** wa.me and tel: links for a Saudi mobile stored in E.164 (+9665XXXXXXXX). */
export function contactLinks(e164: string): { whatsapp: string; call: string } {
  const digits = e164.replace(/\D/g, '');
  return { whatsapp: `https://wa.me/${digits}`, call: `tel:+${digits}` };
}
