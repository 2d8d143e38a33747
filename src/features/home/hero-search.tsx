// The hero's search entry: free text plus a category, handed to the listing page.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { inputRecipe } from '@chakra-ui/react/theme';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CATEGORIES } from './categories';

// Plain elements styled by the input recipe (already in the entry's system): Chakra's
// <Input>/<NativeSelect> bring Ark's field context and the select recipes (~5 kB gzip)
// into the first load for two uncontrolled-looking controls with no field label.
const SearchInput = chakra('input', inputRecipe);
const CategorySelect = chakra('select', inputRecipe);

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
        <SearchInput
          size="lg"
          flex={{ md: '2' }}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('hero.searchPlaceholder')}
          aria-label={t('hero.searchLabel')}
          name="search"
        />
        <CategorySelect
          size="lg"
          flex={{ md: '1' }}
          appearance="auto"
          cursor="pointer"
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
        </CategorySelect>
        <Button type="submit" size="lg" colorPalette="brand" px="8">
          {t('hero.searchButton')}
        </Button>
      </Stack>
    </Box>
  );
}
