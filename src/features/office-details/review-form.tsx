// The tenant's review: title, comment and rating, validated by the review schema
// (schemas/feedback.ts) before it is posted; server field errors show the same way.
import {
  chakra,
  Button,
  Field,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '@/api/client';
import { reviewSchema } from '@schemas/feedback';

type Errors = Partial<Record<'title' | 'comment' | 'rating', string>>;

export function ReviewForm({ officeId, onDone }: { officeId: number; onDone: () => void }) {
  const { t } = useTranslation(['office-details', 'validation']);
  const qc = useQueryClient();
  const [values, setValues] = useState({ title: '', comment: '', rating: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const field = (k: keyof Errors) => t(`reviews.fields.${k}`);
  const post = useMutation({
    mutationFn: async (body: {
      office_id: number;
      title: string;
      comment: string;
      rating: number;
    }) => {
      const res = await apiClient.POST('/apiBack/v1/ordinaries/reviews', { body });
      if (res.error) throw res.error;
    },
    onSuccess: async () => {
      setValues({ title: '', comment: '', rating: '' });
      setSent(true);
      onDone();
      await qc.invalidateQueries({ queryKey: ['office-details', officeId] });
    },
    onError: (e: { errors?: Record<string, string[]>; message?: string }) => {
      const out: Errors = {};
      for (const [k, v] of Object.entries(e?.errors ?? {})) out[k as keyof Errors] = v[0];
      setErrors(Object.keys(out).length ? out : { comment: e?.message ?? t('states.error') });
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    setSent(false);
    const parsed = reviewSchema.safeParse({
      office_id: officeId,
      title: values.title,
      comment: values.comment,
      rating: values.rating === '' ? undefined : Number(values.rating),
    });
    if (!parsed.success) {
      const out: Errors = {};
      for (const issue of parsed.error.issues) {
        const k = issue.path[0] as keyof Errors;
        out[k] ??= t(issue.message, { field: field(k) });
      }
      setErrors(out);
      return;
    }
    setErrors({});
    post.mutate(parsed.data as never);
  }

  return (
    <chakra.form
      onSubmit={submit}
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
        <Field.Root invalid={Boolean(errors.rating)} required>
          <Field.Label>{field('rating')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="rating"
              value={values.rating}
              onChange={(e) => setValues({ ...values, rating: e.currentTarget.value })}
            >
              <option value="">{t('reviews.pickRating')}</option>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {t('reviews.ratingOption', { count: n })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.rating}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.title)} required>
          <Field.Label>{field('title')}</Field.Label>
          <Input
            name="title"
            dir="auto"
            value={values.title}
            onChange={(e) => setValues({ ...values, title: e.target.value })}
          />
          <Field.ErrorText>{errors.title}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.comment)} required>
          <Field.Label>{field('comment')}</Field.Label>
          <Textarea
            name="comment"
            dir="auto"
            rows={4}
            value={values.comment}
            onChange={(e) => setValues({ ...values, comment: e.target.value })}
          />
          <Field.ErrorText>{errors.comment}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={post.isPending} alignSelf="start">
          {t('reviews.submit')}
        </Button>
        {sent && (
          <Text role="status" color="brand.700" data-testid="review-sent">
            {t('reviews.sent')}
          </Text>
        )}
      </Stack>
    </chakra.form>
  );
}
