// /dashboard/supports/new: open a ticket — complaint or inquiry, subject, what happened,
// optionally about one of my bookings (or, for a lessor, offices), with attachments. What
// is typed survives a reload and a failed send. `?reservation=<id>` / `?office=<id>`
// preselect what it is about (links from a booking or an office).
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TICKET_ANSWER_HOURS } from '@/domain/messaging/ticket-clock';
import { FormField } from '@/components/form-field';
import { FormActions, useZodForm } from '@/engines/form';
import { useSession } from '@/lib/session';
import { COMPLAINT_TYPES, complaintSchema } from '@schemas/feedback';
import { AttachmentsField } from './attachments-field';
import { openTicketInit, useOpenTicket } from './support-api';
import { subjectIds, useSubjects } from './use-subjects';
import { UploadProgress } from '@/components/upload-guard';

type TextKey = 'subject' | 'reason';

export function TicketFormPage() {
  const { t } = useTranslation(['support', 'validation']);
  const { side } = useSession();
  const navigate = useNavigate();
  const open = useOpenTicket(side);
  const [search] = useSearchParams();
  const subjects = useSubjects(side);
  const preset = search.get('reservation')
    ? `r:${search.get('reservation')}`
    : search.get('office')
      ? `o:${search.get('office')}`
      : '';
  const form = useZodForm(complaintSchema, {
    fieldGender: 'support:fieldGender',
    defaultValues: { type: 'complaint', subject: '', reason: '', ...subjectIds(preset) },
    draft: `support-new-${side}`,
  });
  const type = form.watch('type');
  const about = form.watch('reservation_id')
    ? `r:${form.watch('reservation_id')}`
    : form.watch('office_id')
      ? `o:${form.watch('office_id')}`
      : '';
  const files = (form.watch('attachments') ?? []) as File[];
  const error = (k: TextKey) => form.fieldError(k, t(`fields.${k}`));
  const filesError =
    form.fieldError('attachments') ??
    Object.keys(form.formState.errors.attachments ?? {})
      .map((k) => form.fieldError(`attachments.${Number(k)}`))
      .find(Boolean);

  const submit = form.submit(async (body) => {
    const ticket = (await open.mutateAsync(openTicketInit(body))).data;
    form.reset({ type: 'complaint', subject: '', reason: '' });
    navigate(`/dashboard/supports/${ticket.id}`);
  });

  return (
    <Box maxW="2xl">
      <Heading as="h1" size="lg" mb="1">
        {t('newTitle')}
      </Heading>
      <Text color="fg.muted" mb="5">
        {t('promise', { hours: TICKET_ANSWER_HOURS })}
      </Text>
      <chakra.form onSubmit={(e) => void submit(e)} noValidate data-testid="ticket-form">
        <Stack gap="4">
          <FormField label={t('fields.type')}>
            <RadioGroup.Root
              value={type ?? 'complaint'}
              onValueChange={(e) =>
                form.setValue(
                  'type',
                  COMPLAINT_TYPES.find((v) => v === e.value),
                )
              }
              colorPalette="brand"
            >
              <Stack direction="row" gap="5">
                {COMPLAINT_TYPES.map((v) => (
                  <RadioGroup.Item key={v} value={v} data-testid={`ticket-type-${v}`}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t(`kinds.${v}`)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          </FormField>
          <FormField label={t('fields.subject')} required error={error('subject')}>
            <Input {...form.register('subject')} dir="auto" data-testid="ticket-subject" />
          </FormField>
          <FormField label={t('fields.reason')} required error={error('reason')}>
            <Textarea
              {...form.register('reason')}
              dir="auto"
              rows={5}
              data-testid="ticket-reason"
            />
          </FormField>
          <FormField label={t('fields.about')}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={about}
                onChange={(e) => {
                  const ids = subjectIds(e.target.value);
                  form.setValue('reservation_id', ids.reservation_id);
                  form.setValue('office_id', ids.office_id);
                }}
                data-testid="ticket-about"
              >
                <option value="">{t('aboutNothing')}</option>
                {subjects.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {/* The list says the rule, and the error in its place (AttachmentsField). */}
          <FormField label={t('fields.attachments')} invalid={Boolean(filesError)}>
            <AttachmentsField
              files={files}
              busy={form.formState.isSubmitting}
              error={filesError}
              onChange={(next) => form.setValue('attachments', next, { shouldValidate: true })}
            />
          </FormField>
          {form.formState.isSubmitting && files.length > 0 && (
            <UploadProgress label={t('fields.attachments')} />
          )}
          <FormActions
            form={form}
            submit={t('send')}
            submitTestId="ticket-submit"
            errorTestId="ticket-error"
          />
        </Stack>
      </chakra.form>
    </Box>
  );
}
