// /dashboard/notifications/preferences: which notifications reach me on which channel
// (in the app, WhatsApp, SMS, e-mail), per type, and the language of the texts sent.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Flex } from '@chakra-ui/react/flex';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { langValues } from '@/api/generated/apiback';
import { QueryState } from '@/components/query-state';
import { FormField } from '@/components/form-field';
import { Ltr } from '@/components/ltr';
import { NOTIFICATION_CHANNELS } from '@/domain/messaging/notification-channels';
import { formatSaudiMobile } from '@/domain/format';
import { FormError, useZodForm } from '@/engines/form';
import { useSession } from '@/lib/session';
import { toaster } from '@/lib/toaster';
import { notificationPreferencesSchema } from '@schemas/messaging';
import { type Side } from '@/api/two-sided';
import { preferencesOptions, useSavePreferences, type Preferences } from './notifications-api';

/** The embedded backend's demo outbox exists in mock mode only. */
const MOCK_MODE = !import.meta.env.VITE_API_BASE_URL;

function PreferencesForm({ side, saved }: { side: Side; saved: Preferences }) {
  const { t } = useTranslation('notifications');
  const save = useSavePreferences(side);
  const form = useZodForm(notificationPreferencesSchema, {
    defaultValues: { language: saved.language, items: saved.items },
  });
  const items = form.watch('items');
  const submit = form.submit(async (body) => {
    const res = await save.mutateAsync({ body });
    form.reset({ language: res.data.language, items: res.data.items });
    toaster.create({ type: 'success', title: t('preferences.saved') });
  });
  return (
    <chakra.form onSubmit={(e) => void submit(e)} noValidate data-testid="preferences-form">
      <Stack gap="5">
        <Grid
          templateColumns="minmax(7rem, 1fr) repeat(4, minmax(3.5rem, auto))"
          columnGap={{ base: '1', md: '4' }}
          rowGap="2"
          alignItems="center"
          role="table"
          aria-label={t('preferences.title')}
        >
          {/* Rows are `display: contents`: the cells stay the grid's items (one column
              each) while a screen reader gets the table → row → cell structure. */}
          <Box role="row" display="contents">
            <Box role="columnheader" fontWeight="bold" fontSize="sm">
              {t('preferences.type')}
            </Box>
            {NOTIFICATION_CHANNELS.map((c) => (
              <Box key={c} role="columnheader" fontWeight="bold" fontSize="sm" textAlign="center">
                {t(`channels.${c}`)}
              </Box>
            ))}
          </Box>
          {items?.map((item, i) => (
            <Box key={item.type} role="row" display="contents">
              <Box
                role="rowheader"
                fontSize="sm"
                py="1"
                borderTopWidth="1px"
                borderColor="border.muted"
              >
                {t(`types.${item.type}`)}
              </Box>
              {NOTIFICATION_CHANNELS.map((c) => (
                <Flex
                  key={c}
                  role="cell"
                  justify="center"
                  py="1"
                  borderTopWidth="1px"
                  borderColor="border.muted"
                >
                  <Checkbox.Root
                    colorPalette="brand"
                    checked={Boolean(item[c])}
                    onCheckedChange={(e) =>
                      form.setValue(`items.${i}.${c}`, e.checked === true, { shouldDirty: true })
                    }
                    data-testid={`pref-${item.type}-${c}`}
                  >
                    <Checkbox.HiddenInput
                      aria-label={t('preferences.switch', {
                        type: t(`types.${item.type}`),
                        channel: t(`channels.${c}`),
                      })}
                    />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Flex>
              ))}
            </Box>
          ))}
        </Grid>
        <FormField label={t('preferences.language')} maxW="xs">
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('language')}>
              {langValues.map((l) => (
                <option key={l} value={l}>
                  {t(`languages.${l}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <Text fontSize="sm" color="fg.muted">
          {saved.phone && (
            <>
              {t('preferences.phone')} <Ltr>{formatSaudiMobile(saved.phone)}</Ltr>.{' '}
            </>
          )}
          {saved.email ? (
            <>
              {t('preferences.email')} <Ltr>{saved.email}</Ltr>.
            </>
          ) : (
            t('preferences.noEmail')
          )}
        </Text>
        <FormError message={form.formError} />
        <Flex gap="3" align="center" wrap="wrap">
          <Button
            type="submit"
            colorPalette="brand"
            loading={form.formState.isSubmitting}
            data-testid="preferences-save"
          >
            {t('preferences.save')}
          </Button>
          {MOCK_MODE && (
            <Link asChild color="brand.800" fontWeight="bold">
              <RouterLink to="/demo/outbox">{t('preferences.outbox')}</RouterLink>
            </Link>
          )}
        </Flex>
      </Stack>
    </chakra.form>
  );
}

export function PreferencesPage() {
  const { t } = useTranslation('notifications');
  const { side } = useSession();
  const query = useQuery(preferencesOptions(side));
  return (
    <Box>
      <Heading as="h1" size="lg" mb="1">
        {t('preferences.title')}
      </Heading>
      <Text color="fg.muted" mb="5">
        {t('preferences.intro')}
      </Text>
      <QueryState queries={[query]} label={t('loading')}>
        {(data) => <PreferencesForm side={side} saved={data.data} />}
      </QueryState>
    </Box>
  );
}
