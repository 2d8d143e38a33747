// One review of the lessor's units: who, when, which unit, stars, text; the public reply
// (write, change or remove it); and "report" for an abusive review.
import { Badge, Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { FormField } from '@/components/form-field';
import { FormActions, useZodForm } from '@/engines/form';
import { formatLongDate } from '@/domain';
import { reviewReplySchema } from '@schemas/review-moderation';
import { Stars } from './stars';
import { useRemoveReply, useSaveReply } from './use-review-moderation';

type Review = components['schemas']['Review'];

function ReplyForm({ review, onDone }: { review: Review; onDone: () => void }) {
  const { t } = useTranslation(['evaluations', 'validation']);
  const form = useZodForm(reviewReplySchema, {
    defaultValues: { text: review.lessor_reply?.text ?? '' },
    draft: `review-reply-${review.id}`,
  });
  const save = useSaveReply();
  const submit = form.submit(async (body) => {
    await save.mutateAsync({ params: { path: { id: review.id } }, body });
    onDone();
  });
  const error = form.fieldError('text', t('evaluations:reply.label'));
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="reply-form">
      <Stack gap="2">
        <FormField label={t('evaluations:reply.label')} error={error}>
          <Textarea rows={3} {...form.register('text')} />
        </FormField>
        <FormActions
          form={form}
          submit={t('evaluations:reply.save')}
          submitTestId="reply-save"
          size="sm"
          cancel={{ label: t('evaluations:actions.cancel'), onClick: onDone }}
        />
      </Stack>
    </form>
  );
}

export function ReviewCard({
  review,
  onReport,
}: {
  review: Review;
  onReport: (r: Review) => void;
}) {
  const { t, i18n } = useTranslation('evaluations');
  const [editing, setEditing] = useState(false);
  const remove = useRemoveReply();
  const reply = review.lessor_reply;
  return (
    <Box
      as="article"
      borderWidth="1px"
      borderRadius="l3"
      p="4"
      data-testid="review-card"
      data-review={review.id}
    >
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Box>
          <Text fontWeight="bold" dir="auto">
            {review.author_name}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {formatLongDate(review.created_at, i18n.language, false)}
            {' · '}
            <bdi>{review.unit_name ?? review.office_name}</bdi>
          </Text>
        </Box>
        <HStack gap="2">
          {review.reported_at && <Badge colorPalette="orange">{t('reported')}</Badge>}
          <Stars value={review.rating} />
        </HStack>
      </HStack>
      <Text fontWeight="medium" mt="2" dir="auto">
        {review.title}
      </Text>
      <Text color="fg.muted" whiteSpace="pre-line" dir="auto">
        {review.comment}
      </Text>
      {reply && !editing && (
        <Box
          mt="3"
          ps="3"
          borderStartWidth="3px"
          borderColor="brand.500"
          data-testid="review-reply"
        >
          <Text fontSize="sm" fontWeight="bold">
            {t('reply.yours')}
          </Text>
          <Text fontSize="sm" whiteSpace="pre-line" dir="auto">
            {reply.text}
          </Text>
        </Box>
      )}
      <Box mt="3">
        {editing ? (
          <ReplyForm review={review} onDone={() => setEditing(false)} />
        ) : (
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              onClick={() => setEditing(true)}
              data-testid="reply-open"
            >
              {reply ? t('reply.edit') : t('reply.write')}
            </Button>
            {reply && (
              <Button
                size="sm"
                variant="ghost"
                loading={remove.isPending}
                onClick={() => remove.mutate({ params: { path: { id: review.id } } })}
              >
                {t('reply.remove')}
              </Button>
            )}
            {!review.reported_at && (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                onClick={() => onReport(review)}
                data-testid="report-open"
              >
                {t('report.open')}
              </Button>
            )}
          </HStack>
        )}
      </Box>
    </Box>
  );
}
