// What the offline map draws at a point: a price label (or a plain marker) linking to its
// page, or, where labels would overlap, a cluster with the count that searches its area.
// Sizes are in "screen units" `u` so they look the same at every zoom.
import type { KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { groupBounds, type PinGroup } from './cluster';
import { labelDirection, pinName, type MapBounds, type MapPin } from './types';

export function PinMark({ pin, x, y, u }: { pin: MapPin; x: number; y: number; u: number }) {
  const body = pin.label ? (
    <g transform={`translate(${x} ${y}) scale(${u})`}>
      <rect
        x={-8 - pin.label.length * 4}
        y={-26}
        width={16 + pin.label.length * 8}
        height={20}
        rx={10}
        fill="#fff"
        stroke="#1a4731"
        strokeWidth={1}
      />
      <text
        y={-12}
        textAnchor="middle"
        fontSize={12}
        fontWeight={700}
        fill="#1a202c"
        direction={labelDirection(pin.label)}
      >
        {pin.label}
      </text>
      <circle r={3} fill="#1a4731" />
    </g>
  ) : pin.radiusM ? (
    // An approximate place: an area, not a point (at the outline's scale a constant size).
    <g transform={`translate(${x} ${y}) scale(${u})`} data-testid="map-area">
      <circle
        r={18}
        fill="#2f855a"
        fillOpacity={0.22}
        stroke="#1a4731"
        strokeWidth={1.5}
        strokeDasharray="4 3"
      />
    </g>
  ) : (
    <g transform={`translate(${x} ${y}) scale(${u})`}>
      <circle r={8} fill="#c53030" stroke="#fff" strokeWidth={2.5} />
    </g>
  );
  return (
    <g data-testid="map-pin">
      {pin.title && <title>{pin.title}</title>}
      {pin.href ? (
        // The name holds the visible label (WCAG 2.5.3, "label in name"): the price, then
        // the place it belongs to.
        <RouterLink to={pin.href} aria-label={pinName(pin)}>
          {body}
        </RouterLink>
      ) : (
        body
      )}
    </g>
  );
}

/** Several places too close to tell apart: a count; with `onArea`, a button that searches there. */
export function ClusterMark({
  group,
  u,
  name,
  onArea,
}: {
  group: PinGroup;
  u: number;
  /** The cluster's accessible name ("3 spaces here"). */
  name: string;
  onArea?: (b: MapBounds) => void;
}) {
  const count = group.pins.length;
  // The name holds the count shown (WCAG 2.5.3): an Arabic dual ("مساحتان") has no digit.
  const spoken = name.includes(String(count)) ? name : `${count} · ${name}`;
  const open = () => onArea?.(groupBounds(group.pins));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    open();
  };
  return (
    <g
      data-testid="map-cluster"
      data-count={count}
      transform={`translate(${group.x} ${group.y}) scale(${u})`}
      {...(onArea
        ? { role: 'button', tabIndex: 0, onClick: open, onKeyDown, style: { cursor: 'pointer' } }
        : { role: 'img' })}
      aria-label={spoken}
    >
      <title>{spoken}</title>
      <circle r={17} fill="#1a4731" fillOpacity={0.18} />
      <circle r={12} fill="#1a4731" stroke="#fff" strokeWidth={2} />
      <text y={4.5} textAnchor="middle" fontSize={12} fontWeight={700} fill="#fff" direction="ltr">
        {count}
      </text>
    </g>
  );
}
