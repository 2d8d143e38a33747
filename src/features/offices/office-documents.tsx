// The office's documents on its owner's page (/dashboard/properties/:id): each of the
// deed, building licence and civil-defence certificate, uploaded (with a link to the file)
// or still missing (with a link to the wizard step that takes it).
import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { fileUrl, useSiteSettings } from '@/api/site-settings';
import { OFFICE_DOCUMENT_FIELDS } from '@schemas/office';

type Office = components['schemas']['Office'];

export function OfficeDocuments({ office }: { office: Office }) {
  const { t } = useTranslation('offices');
  const { query: settings } = useSiteSettings();
  const host = settings.data?.file_host;
  return (
    <Box as="section" aria-labelledby="office-documents" mb="6" data-testid="office-documents">
      <Heading as="h2" size="md" id="office-documents" mb="3">
        {t('documents.title')}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" ps="0">
        {Object.values(OFFICE_DOCUMENT_FIELDS).map((kind) => {
          const doc = office.documents?.find((d) => d.kind === kind);
          const name = t(`documents.kinds.${kind}`);
          return (
            <HStack
              as="li"
              key={kind}
              justify="space-between"
              wrap="wrap"
              gap="2"
              p="3"
              borderWidth="1px"
              borderColor="border"
              borderRadius="md"
              data-kind={kind}
            >
              <Text fontWeight="medium">{name}</Text>
              {doc ? (
                <HStack gap="3">
                  <Badge colorPalette="green">{t('documents.uploaded')}</Badge>
                  <Link
                    href={fileUrl(host, doc.path) ?? doc.path}
                    target="_blank"
                    rel="noopener"
                    color="brand.700"
                    aria-label={t('documents.viewLabel', { name })}
                  >
                    {t('documents.view')}
                  </Link>
                </HStack>
              ) : (
                <HStack gap="3">
                  <Badge colorPalette="gray">{t('documents.missing')}</Badge>
                  <Link asChild color="brand.700">
                    <RouterLink
                      to={`/addoffice/${office.id}`}
                      aria-label={t('documents.addLabel', { name })}
                    >
                      {t('documents.add')}
                    </RouterLink>
                  </Link>
                </HStack>
              )}
            </HStack>
          );
        })}
      </Stack>
    </Box>
  );
}
