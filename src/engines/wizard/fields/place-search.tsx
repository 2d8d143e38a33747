// Address search above the location map: type a city, district or landmark in Arabic or
// English, pick a suggestion (mouse, touch, or arrows + Enter: the ARIA 1.2 combobox
// pattern), and the pin and the view move there. The backend's gazetteer does the matching
// (searchPlaces); this box only debounces, shows and picks.
import { useEffect, useId, useState } from 'react';
import { Box, Input, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { $api } from '@/api/query';
import { errorMessageKey } from '@/api/result';
import { useLanguage } from '@/i18n';

export type Place = components['schemas']['Place'];

const DEBOUNCE_MS = 250;
const MIN_CHARS = 2;

export function PlaceSearch({ onPick }: { onPick: (place: Place) => void }) {
  const { t } = useTranslation('wizard');
  const { language } = useLanguage();
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [picked, setPicked] = useState<Place | null>(null);

  // Ask once the typing pauses, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const enabled = q.length >= MIN_CHARS;
  const query = $api.useQuery(
    'get',
    '/apiBack/v1/public/places',
    { params: { query: { q, limit: 8 } } },
    { enabled, staleTime: Infinity },
  );
  const places = enabled ? (query.data?.data ?? []) : [];
  const name = (p: Place) => (language === 'ar' ? p.name_ar : p.name_en);
  const city = (p: Place) => (language === 'ar' ? p.city_ar : p.city_en);
  const shown = open && enabled && !query.isFetching;

  const pick = (p: Place) => {
    setText(name(p));
    setOpen(false);
    setActive(-1);
    setPicked(p);
    onPick(p);
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (places.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + places.length) % places.length);
    } else if (e.key === 'Enter') {
      // Enter picks here; it never submits the wizard's step.
      e.preventDefault();
      const p = places[active] ?? (places.length === 1 ? places[0] : undefined);
      if (open && p) pick(p);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;
  const status = !shown
    ? picked && text === name(picked)
      ? t('placeSearchPicked', { place: name(picked) })
      : ''
    : query.isError
      ? t(errorMessageKey(query.error))
      : places.length === 0
        ? t('placeSearchNone', { q })
        : t('placeSearchCount', { count: places.length });
  return (
    <Box position="relative" mb="2">
      <Text asChild fontSize="sm" fontWeight="medium">
        <label htmlFor={`${id}-input`}>{t('placeSearchLabel')}</label>
      </Text>
      <Box position="relative" mt="1">
        <Input
          id={`${id}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={shown && places.length > 0}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          placeholder={t('placeSearchPlaceholder')}
          value={text}
          maxLength={80}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          pe="9"
        />
        {enabled && query.isFetching && (
          <Spinner
            size="xs"
            position="absolute"
            insetInlineEnd="3"
            top="50%"
            mt="-1.5"
            aria-hidden
          />
        )}
      </Box>
      <Box
        as="ul"
        id={listId}
        role="listbox"
        aria-label={t('placeSearchLabel')}
        hidden={!shown || places.length === 0}
        position="absolute"
        insetInlineStart="0"
        insetInlineEnd="0"
        zIndex="dropdown"
        mt="1"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="md"
        maxH="72"
        overflowY="auto"
        listStyleType="none"
      >
        {places.map((p, i) => (
          <Box
            as="li"
            key={p.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            px="3"
            py="2"
            cursor="pointer"
            bg={i === active ? 'brand.100' : undefined}
            _hover={{ bg: 'bg.muted' }}
            // Before the input's blur closes the list.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(p)}
          >
            <Text fontWeight="medium">{name(p)}</Text>
            <Text fontSize="xs" color="fg.muted">
              {[t(`placeKind.${p.kind}`), city(p)].filter(Boolean).join(' · ')}
            </Text>
          </Box>
        ))}
      </Box>
      <Text
        role="status"
        data-testid="place-search-status"
        fontSize="xs"
        color="fg.muted"
        minH="4"
        mt="1"
      >
        {status}
      </Text>
    </Box>
  );
}
