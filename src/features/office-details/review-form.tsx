// The tenant's review: title, comment and rating, validated by the review schema
// (schemas/feedback.ts, tied to the contract's ReviewInput) before it is posted; server
// field errors land on the same fields, anything else above the button.
import { chakra, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { FormActions, useZodForm } from '@/engines/form';
import { reviewSchema } from '@schemas/feedback';
import { usePostReview } from './use-post-review';

type Field = 'title' | 'comment' | 'rating';

export function ReviewForm({ officeId, onDone }: { officeId: number; onDone: () => void }) {
  const { t } = useTranslation(['office-details', 'validation']);
  const [sent, setSent] = useState(false);
  const empty = { office_id: officeId, title: '', comment: '', rating: '' };
  const form = useZodForm(reviewSchema, { defaultValues: empty, draft: `review-${officeId}` });
  const post = usePostReview();
  const label = (k: Field) => t(`reviews.fields.${k}`);
  const error = (k: Field) => form.fieldError(k, label(k));

  const submit = form.submit(async (body) => {
    setSent(false);
    await post.mutateAsync({ body });
    form.reset(empty);
    setSent(true);
    onDone();
  });

  return (
    <chakra.form
      onSubmit={(e) => void submit(e)}
      noValidate
      borderWidth="1px"
      borderRadius="l3"
      p="4"
      data-testid="review-form"
    >
      <Text as="h3" fontWeight="bold" mb="3">
        {t('reviews.formTitle')}
      </Text>
      <Stack gap="3">
        <FormField label={label('rating')} required error={error('rating')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('rating')}>
              <option value="">{t('reviews.pickRating')}</option>
              {Array.from({ length: 5 }, (_, i) => 5 - i).map((n) => (
                <option key={n} value={n}>
                  {t('reviews.ratingOption', { count: n })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={label('title')} required error={error('title')}>
          <Input {...form.register('title')} dir="auto" />
        </FormField>
        <FormField label={label('comment')} required error={error('comment')}>
          <Textarea {...form.register('comment')} dir="auto" rows={4} />
        </FormField>
        <FormActions form={form} submit={t('reviews.submit')} errorTestId="review-error" />
        {sent && (
          <Text role="status" color="brand.700" data-testid="review-sent">
            {t('reviews.sent')}
          </Text>
        )}
      </Stack>
    </chakra.form>
  );
}
