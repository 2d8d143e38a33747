// The tile-free location picker: Saudi Arabia's outline as inline SVG (projection in
// saudi-map-projection.ts). A click places the pin, the pin drags, a drag of the map pans,
// the wheel and the +/− buttons zoom (around the pointer, or the pin), and a place found by
// the search is shown close up. Works offline, so tests and the embedded backend need no
// tile server; the typed inputs beside it remain the keyboard path.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, IconButton, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FULL_VIEW, focusOn, panBy, scaleBar, viewBox, zoomAt, type MapView } from './map-view';
import { outlinePath, project, unproject, type LatLng } from './saudi-map-projection';

/** A place to show close up; `n` changes on every pick so picking the same place again re-centres. */
export interface MapFocus extends LatLng {
  zoom: number;
  n: number;
  /** The place's name, written beside it while zoomed in (the outline alone says little). */
  name?: string;
}

type Gesture =
  | { kind: 'pin'; moved: boolean }
  | { kind: 'map'; x: number; y: number; scale: number; start: MapView; moved: boolean };

const STEP = 2;
const DRAG_THRESHOLD = 4; // px: less is a click (places the pin), more is a drag (pans)

export function SaudiMap({
  value,
  onPick,
  label,
  invalid,
  focus,
}: {
  value?: LatLng | null;
  onPick: (p: LatLng) => void;
  label: string;
  invalid?: boolean;
  focus?: MapFocus | null;
}) {
  const { t } = useTranslation('wizard');
  const svgRef = useRef<SVGSVGElement>(null);
  const d = useMemo(outlinePath, []);
  const [view, setView] = useState<MapView>(FULL_VIEW);
  const [dragAt, setDragAt] = useState<{ x: number; y: number } | null>(null);
  const gesture = useRef<Gesture | null>(null);
  const swallowClick = useRef(false);
  const marker =
    dragAt ??
    (value && Number.isFinite(value.lat) && Number.isFinite(value.lng) ? project(value) : null);

  useEffect(() => {
    if (focus) setView(focusOn(project(focus), focus.zoom));
  }, [focus]);

  const toMap = (clientX: number, clientY: number) => {
    const ctm = svgRef.current?.getScreenCTM();
    if (!ctm) return null;
    const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    return { x: p.x, y: p.y };
  };

  // React's wheel listener is passive; zooming must stop the page from scrolling instead.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      if (e.deltaY === 0) return;
      e.preventDefault();
      const at = toMap(e.clientX, e.clientY) ?? undefined;
      setView((v) => zoomAt(v, e.deltaY < 0 ? 1.25 : 0.8, at));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, []);

  const onPointerDown = (e: React.PointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    swallowClick.current = false;
    const onPin = (e.target as Element).closest('[data-pin]');
    const ctm = svgRef.current?.getScreenCTM();
    gesture.current = onPin
      ? { kind: 'pin', moved: false }
      : { kind: 'map', x: e.clientX, y: e.clientY, scale: ctm?.a ?? 1, start: view, moved: false };
    (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: React.PointerEvent<SVGSVGElement>) => {
    const g = gesture.current;
    if (!g) return;
    if (g.kind === 'pin') {
      g.moved = true;
      setDragAt(toMap(e.clientX, e.clientY));
      return;
    }
    const dx = e.clientX - g.x;
    const dy = e.clientY - g.y;
    if (!g.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    g.moved = true;
    setView(panBy(g.start, -dx / g.scale, -dy / g.scale));
  };
  const onPointerUp = (e: React.PointerEvent<SVGSVGElement>) => {
    const g = gesture.current;
    gesture.current = null;
    if (!g) return;
    if (g.kind === 'pin' && g.moved) {
      const at = toMap(e.clientX, e.clientY);
      setDragAt(null);
      if (at) onPick(unproject(at.x, at.y));
    }
    // The click that ends a drag is not a pick.
    swallowClick.current = g.moved;
  };
  const onClick = (e: React.MouseEvent<SVGSVGElement>) => {
    if (swallowClick.current) {
      swallowClick.current = false;
      return;
    }
    const at = toMap(e.clientX, e.clientY);
    if (at) onPick(unproject(at.x, at.y));
  };

  const zoomBy = (factor: number) => setView((v) => zoomAt(v, factor, marker ?? undefined));
  const [x, y, w, h] = viewBox(view);
  const u = 1 / view.z; // marker sizes stay constant on screen whatever the zoom
  const scale = scaleBar(view);
  const named = focus?.name && view.z >= 4 ? { at: project(focus), name: focus.name } : null;
  return (
    <Box position="relative" maxW="560px" w="100%">
      <svg
        ref={svgRef}
        viewBox={`${x} ${y} ${w} ${h}`}
        role="img"
        aria-label={label}
        data-testid="saudi-map"
        data-zoom={view.z.toFixed(2)}
        onClick={onClick}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          gesture.current = null;
          setDragAt(null);
        }}
        style={{
          width: '100%',
          display: 'block',
          cursor: 'crosshair',
          background: '#e6f0f7',
          borderRadius: 12,
          // A drag moves the map or the pin; it must not select the place's label.
          touchAction: 'none',
          userSelect: 'none',
          WebkitUserSelect: 'none',
        }}
      >
        <path
          d={d}
          fill="#cfe8d8"
          stroke={invalid ? '#c53030' : '#2f855a'}
          strokeWidth={1.2}
          vectorEffect="non-scaling-stroke"
        />
        {named && (
          <text
            transform={`translate(${named.at.x} ${named.at.y}) scale(${u})`}
            y={-16}
            textAnchor="middle"
            fontSize={13}
            fontWeight={700}
            fill="#1a4731"
            stroke="#fff"
            strokeWidth={3}
            paintOrder="stroke"
            pointerEvents="none"
          >
            {named.name}
          </text>
        )}
        {marker && (
          <g
            data-pin=""
            data-testid="map-pin"
            transform={`translate(${marker.x} ${marker.y}) scale(${u})`}
            style={{ cursor: dragAt ? 'grabbing' : 'grab' }}
          >
            {/* A wider invisible ring so the pin is easy to grab with a finger. */}
            <circle r={18} fill="transparent" />
            <circle r={8} fill="#c53030" stroke="#fff" strokeWidth={2.5} />
          </g>
        )}
      </svg>
      <Box
        position="absolute"
        bottom="2"
        insetInlineStart="2"
        pointerEvents="none"
        data-testid="map-scale"
        style={{ width: `${(scale.share * 100).toFixed(1)}%` }}
      >
        <Box h="1.5" borderWidth="0 2px 2px" borderColor="gray.700" />
        <Text fontSize="xs" color="gray.800" lineHeight="1.2">
          {/* The number isolated left-to-right inside the translated unit. */}
          {t('mapScale', { km: `\u2066${scale.km}\u2069` })}
        </Text>
      </Box>
      <VStack position="absolute" top="2" insetInlineEnd="2" gap="1">
        <IconButton
          size="sm"
          variant="surface"
          aria-label={t('mapZoomIn')}
          title={t('mapZoomIn')}
          onClick={() => zoomBy(STEP)}
        >
          <span aria-hidden>+</span>
        </IconButton>
        <IconButton
          size="sm"
          variant="surface"
          aria-label={t('mapZoomOut')}
          title={t('mapZoomOut')}
          onClick={() => zoomBy(1 / STEP)}
          disabled={view.z <= 1}
        >
          <span aria-hidden>−</span>
        </IconButton>
        <IconButton
          size="sm"
          variant="surface"
          aria-label={t('mapWholeCountry')}
          title={t('mapWholeCountry')}
          onClick={() => setView(FULL_VIEW)}
          disabled={view.z <= 1}
        >
          <span aria-hidden>⤢</span>
        </IconButton>
      </VStack>
    </Box>
  );
}
