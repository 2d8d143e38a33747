// The hero's search entry: free text plus a category, handed to the listing page.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CATEGORIES } from './categories';

export function HeroSearch() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [category, setCategory] = useState('');

  function submit(e: FormEvent) {
    e.preventDefault();
    const q = new URLSearchParams();
    if (text.trim()) q.set('q', text.trim());
    if (category) q.set('category', category);
    navigate(`/list${q.size ? `?${q}` : ''}`);
  }

  return (
    <Box
      as="form"
      role="search"
      onSubmit={submit}
      bg="white"
      color="fg"
      p="3"
      borderRadius="l3"
      boxShadow="lg"
      w="full"
      maxW="3xl"
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <Input
          size="lg"
          flex={{ md: '2' }}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('hero.searchPlaceholder')}
          aria-label={t('hero.searchLabel')}
          name="search"
        />
        <NativeSelect.Root size="lg" flex={{ md: '1' }}>
          <NativeSelect.Field
            aria-label={t('hero.categoryLabel')}
            value={category}
            onChange={(e) => setCategory(e.currentTarget.value)}
          >
            <option value="">{t('hero.allCategories')}</option>
            {CATEGORIES.map((c) => (
              <option key={c.id} value={c.value}>
                {t(`categories.${c.id}.title`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button type="submit" size="lg" colorPalette="brand" px="8">
          {t('hero.searchButton')}
        </Button>
      </Stack>
    </Box>
  );
}
