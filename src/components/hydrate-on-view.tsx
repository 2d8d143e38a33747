// A part of a server-rendered page that hydrates on its own, when it comes near the viewport
// or is touched (issue 28, "Hydration in parts"): the page's first hydration skips it, so no
// single task hydrates the whole page. The server renders the content as usual; on the
// first hydration the content suspends on a promise this part keeps, so React leaves the
// server's HTML in place (a dehydrated Suspense boundary) until an IntersectionObserver or a
// pointerdown / focusin / keydown inside the wrapper releases it. Those are heard on the
// document, before React's listeners on the root: React hydrates a still-HTML part
// synchronously when an event lands on it, and drops the event (stopPropagation) if the part
// suspends again; released first, the part hydrates and the tap's click runs its handler.
// In a client render (navigation, no server markup) the content renders at once.
// If what the markup was rendered with changes before the part hydrates (the language is
// switched, a session starts), the server's HTML is dropped and the part rendered anew:
// hydrating it later would mismatch (React's error 418) and show the old words meanwhile.
import { Box, type BoxProps } from '@chakra-ui/react';
import { startTransition, Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { useFromServerMarkup } from '@/lib/use-hydrated';

/** How far outside the viewport a part starts hydrating: a fast scroll finds it ready. */
const NEAR = '300px 0px';
const TOUCH = ['pointerdown', 'focusin', 'keydown'] as const;

interface Gate {
  open: boolean;
  promise: Promise<void>;
  release: () => void;
}

function createGate(): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  const gate: Gate = {
    open: false,
    promise,
    release: () => {
      gate.open = true;
      resolve();
    },
  };
  return gate;
}

function Gated(props: { gate: Gate | null; onHydrated: () => void; children: ReactNode }) {
  const { gate, onHydrated, children } = props;
  // The part then renders again with the current props: in a transition, time-sliced (a
  // layout effect's update would be a synchronous render of the whole part).
  useEffect(() => {
    if (gate) startTransition(onHydrated);
  }, [gate, onHydrated]);
  // After the hooks: a hook after a suspending `use` throws "Update hook called on initial
  // render" (React error 467) when the part re-renders before it ever committed. `open` is
  // read synchronously: a click's synchronous hydration attempt must not suspend again.
  if (gate && !gate.open) use(gate.promise);
  return children;
}

export function HydrateOnView({ children, ...box }: BoxProps & { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // In the browser, hydrating the server's markup: the part waits (the server renders it).
  const hydrating = useFromServerMarkup() && typeof window !== 'undefined';
  const [gate] = useState(() => (hydrating ? createGate() : null));
  const [live, setLive] = useState(gate === null);
  const [onHydrated] = useState(() => () => setLive(true));
  const part = (content: ReactNode) => (
    <Suspense fallback={null}>
      <Gated gate={gate} onHydrated={onHydrated}>
        {content}
      </Gated>
    </Suspense>
  );
  // Until the part has hydrated, the very element of the first render: a dehydrated
  // boundary that receives new props is thrown away and rendered again on the client
  // (React's recoverable error); after hydration, the current props.
  const [first] = useState(() => part(children));
  // The markup's inputs: the language and the session (a hydration renders signed out).
  const { i18n } = useTranslation();
  const { token } = useSession();
  const inputs = `${i18n.language}|${token ?? ''}`;
  const [markupInputs] = useState(inputs);
  const [dropped, setDropped] = useState(false);
  if (!live && !dropped && inputs !== markupInputs) setDropped(true);

  useEffect(() => {
    const el = ref.current;
    if (!gate || gate.open || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) release();
      },
      { rootMargin: NEAR },
    );
    const touched = (e: Event) => {
      if (e.target instanceof Node && el.contains(e.target)) release();
    };
    const stop = () => {
      io.disconnect();
      for (const type of TOUCH) document.removeEventListener(type, touched, true);
    };
    function release() {
      stop();
      gate?.release();
    }
    io.observe(el);
    for (const type of TOUCH) document.addEventListener(type, touched, true);
    return stop;
  }, [gate]);

  return (
    <Box ref={ref} {...box}>
      {live ? (
        part(children)
      ) : dropped ? (
        // Another key: React removes the server's HTML instead of hydrating it.
        <Suspense key="client" fallback={null}>
          {children}
        </Suspense>
      ) : (
        first
      )}
    </Box>
  );
}
